/** The English texts of the Printshops screen (namespace `suppliers`). */
export const en = {
  title: 'Printshops',
  add: 'Add printshop',
  createTitle: 'New printshop',
  editTitle: 'Edit printshop',
  deleteTitle: 'Delete printshop?',
  deleteText: 'The printshop “{{name}}” will be deleted. Tasks it was invited to keep its offers.',
  search: 'Search by name or e-mail',
  empty: 'No printshops yet',
  emptyHint: 'Add the printshops you want to invite to your tasks with the + button at the bottom right.',
  created: 'Printshop created',
  updated: 'Printshop saved',
  deleted: 'Printshop deleted',
  languageHelp: 'Mails to this printshop are written in this language.',
};
