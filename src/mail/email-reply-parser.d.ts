// email-reply-parser ships no types: the part of its API chancery uses.
declare module 'email-reply-parser' {
  interface Email { getVisibleText(): string }
  export default class EmailReplyParser { read(text: string): Email }
}
