// A Russian table whose names test the declension: Любовь, a woman by the roster (lvovich cannot
// place the name), among names it can; the seventh seat is given by the test.
export function russianRoster(seventh: string): string {
  return [
    '- { name: Женя, email: z@example.ru }',
    '- { name: Любовь, email: l@example.ru, gender: ж }',
    '- { name: Вера, email: v@example.ru }',
    '- { name: Глеб, email: g@example.ru }',
    '- { name: Дарья, email: d@example.ru }',
    '- { name: Олег, email: o@example.ru }',
    `- { name: ${seventh}, email: ${seventh === 'bob' ? 'b' : 'k'}@example.ru }`,
  ].join('\n');
}
