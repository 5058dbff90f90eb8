/** The versions editor's texts (namespace `versionsEditor`): the stored formats' dialog and a task's formats use it. */
export const en = {
  heading: 'Versions',
  hint: 'The same spec with other content, e.g. 8 names of business cards: the quantity is their sum.',
  name: 'Version name',
  count: 'Quantity',
  add: 'Add version',
  remove: 'Remove version {{n}}',
  /** A task's format only. */
  changePrice: 'Ask for a price per version change',
  sum: 'The sum of the versions',
};
