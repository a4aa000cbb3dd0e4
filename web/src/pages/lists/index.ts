// The Lists screens: the lists, and a list with its members, Add contact and Import CSV.
export { ListPage } from './list-page';
export { ListsPage } from './lists-page';
