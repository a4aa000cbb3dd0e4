// The Contacts screens: the searchable list and a contact's page.
export { ContactPage } from './contact-page';
export { ContactsPage } from './contacts-page';
