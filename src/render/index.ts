// What other modules use to render: thread posts from publicView, messages from playerView.
export { renderPost, latestPostKind, POST_KINDS, POST_FORMATS, type PostKind, type PostFormat, type PostContext, type PostExtra } from './posts.js';
export { renderMessage, MESSAGE_KINDS, type MessageKind, type MessageContext, type RenderedMessage } from './messages.js';
export { overrideDirs } from './overrides.js';
export { boardSvg, boardPng } from './board-svg.js';
export { THEMES, LANGS } from './vocab.js';
