/**
 * GENERATED FILE: do not edit. Parley's API as TypeScript types, made by openapi-typescript from
 * the OpenAPI document the service serves at GET /v1/openapi.json.
 * Regenerate with `npm run api:types` after changing the API; `npm run lint` fails while this
 * file is not current. The app names the types it uses in web/src/api/types.ts.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and dependencies
         * @description No API key, no version prefix. 200 when PostgreSQL (and Redis, when configured) answer within 2 s; otherwise 503 naming what is down in `details`, with `Retry-After`. While the process shuts down: 503 with `details: [{"field": "service", "message": "draining"}]` (take it out of rotation).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account the API key belongs to */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account's settings
         * @description Owners only. Changes the default country (ISO 3166-1 alpha-2, in which the contacts search reads a national phone number), the time zone (IANA) and the SMS help text. A field left out is kept; `null` clears `defaultCountry` and `smsHelpText`. Any bad field is 400 `VALIDATION_FAILED` naming it, and nothing changes.
         */
        patch: operations["updateAccountSettings"];
        trace?: never;
    };
    "/v1/account/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a new API key
         * @description Returns the new key once. The key used for this call (and any other key of the account) stops working at that instant.
         */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and its owner
         * @description Only when `ALLOW_SIGNUP` is true (the default), else 403 `SIGNUP_CLOSED`. The account has no API key until an owner generates one (`POST /v1/account/api-key`). Without `SMTP_URL`: 201, signed in at once; an email that already has a login (case-insensitively) is 409 `CONFLICT`. With `SMTP_URL`: 202 `{"status": "confirmation_sent"}` for every email, new or not (nobody learns which emails have a login): a new email gets a link (`/signups/<token>`, 24 hours) that creates the account (`POST /v1/auth/signups/{token}/confirm`), an email with a login gets a mail saying so. Sets the `parley_session` session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, 14 days, sliding): send it back on /v1 requests instead of an API key. Also sets the `parley_device` device cookie (HttpOnly, Secure, SameSite=Strict, Path=/v1/auth, 180 days): this browser is then trusted for the person, and its sign-ins are counted on its own budget, so failed attempts from elsewhere never lock the person out of it. Limits (429 `RATE_LIMITED` with `Retry-After`, even for the right password): 100 per 15 minutes per client (an IPv6 client by its /64, sign-ups and invitation acceptances included); 10 password attempts per 15 minutes per email from browsers that never signed in as that person, or per device from a browser that did (its device cookie); and while more than `SIGN_IN_FAILURES_PER_MINUTE` (300) sign-ins fail per minute across the service, sign-ins from unknown browsers are refused for a minute.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/signups/{token}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a sign-up from its mailed link, and sign in
         * @description The token of the link a sign-up mailed (`/signups/<token>`): creates the account and its owner as signed up. Works once, within 24 hours, else 404 `SIGNUP_NOT_FOUND`; an email that got a login meanwhile is 409 `CONFLICT`. Sets the `parley_session` session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, 14 days, sliding): send it back on /v1 requests instead of an API key. Also sets the `parley_device` device cookie (HttpOnly, Secure, SameSite=Strict, Path=/v1/auth, 180 days): this browser is then trusted for the person, and its sign-ins are counted on its own budget, so failed attempts from elsewhere never lock the person out of it.
         */
        post: operations["confirmSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description A wrong email or password is one 401 `INVALID_CREDENTIALS` (it never says which). Opens the account the person used last (switch with `POST /v1/auth/switch`). Limits (429 `RATE_LIMITED` with `Retry-After`, even for the right password): 100 per 15 minutes per client (an IPv6 client by its /64, sign-ups and invitation acceptances included); 10 password attempts per 15 minutes per email from browsers that never signed in as that person, or per device from a browser that did (its device cookie); and while more than `SIGN_IN_FAILURES_PER_MINUTE` (300) sign-ins fail per minute across the service, sign-ins from unknown browsers are refused for a minute. Sets the `parley_session` session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, 14 days, sliding): send it back on /v1 requests instead of an API key. Also sets the `parley_device` device cookie (HttpOnly, Secure, SameSite=Strict, Path=/v1/auth, 180 days): this browser is then trusted for the person, and its sign-ins are counted on its own budget, so failed attempts from elsewhere never lock the person out of it.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the session of the cookie (at once, in every process) and clears the cookie. Answers 204 even without a live session. The device cookie stays: the browser is still known for the person.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password? Ask for a link to choose a new password
         * @description 202 with the same body for every email, whether or not it has a login, after the same work (one statement either way; the mail is sent in the background, never awaited), so nobody learns which emails have a login. With `SMTP_URL`: an email that has a login is mailed a single-use link (`/password-resets/<token>` on `PUBLIC_BASE_URL`) valid for 1 hour; only the SHA-256 of its token is stored. Without `SMTP_URL` nothing is sent and the message says to ask an owner of the account, who issues a link from Settings > Team (`POST /v1/users/{id}/password-reset`), or the operator (`users:reset-password`). Limits (429 `RATE_LIMITED` with `Retry-After`): the sign-in budget per client (100 per 15 minutes), and 5 requests per 15 minutes per email, known or not.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-resets/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with a reset link
         * @description The token of a reset link (mailed by `Forgot password?`, or issued by an owner or the operator). `password` follows the sign-up's rules (400 `VALIDATION_FAILED` with the reason; the link still works). Sets the link's person's password and revokes every session of theirs, in every account, and every trusted device: they sign in again with the new password (this answer signs nobody in). The link, and any other open link of the person, stops working. A link that is unknown, used or older than 1 hour is 404 `PASSWORD_RESET_NOT_FOUND`. Counted on the sign-in budget per client (100 per 15 minutes).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation's page: which account, which email, which role
         * @description For the page of an invitation link (`/invitations/<token>`), without using it. A link that is unknown, used, revoked or older than 7 days is 404 `INVITATION_NOT_FOUND`. It never says whether the email already has a login.
         */
        get: operations["showInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation, and sign in to its account
         * @description For an email without a login: `name` and `password` (the password rules apply, 400 `VALIDATION_FAILED` with the reason) create it. For an email that has a login: `password` must be that login's (401 `INVALID_CREDENTIALS` otherwise, counted as a sign-in); nobody's password is replaced through an invitation. The person joins the account with the invitation's role and is signed in to it; the link stops working. A link that is unknown, used, revoked or older than 7 days is 404 `INVITATION_NOT_FOUND`. Sets the `parley_session` session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, 14 days, sliding): send it back on /v1 requests instead of an API key. Also sets the `parley_device` device cookie (HttpOnly, Secure, SameSite=Strict, Path=/v1/auth, 180 days): this browser is then trusted for the person, and its sign-ins are counted on its own budget, so failed attempts from elsewhere never lock the person out of it.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person and their current account
         * @description Needs the session cookie: with an API key it is 401 `SESSION_EXPIRED` (a key is not a person). A cookie whose session has ended (expired after 14 days unused, signed out, revoked by a password change or the person's removal from the account) is 401 `SESSION_EXPIRED`; no cookie and no key is 401 `API_KEY_MISSING`.
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's accounts (the account switcher)
         * @description Every account the person belongs to, with their role in each and which one this session is in (`current`), oldest membership first. With an API key: 403 `SESSION_REQUIRED`.
         */
        get: operations["listMyAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch this session to another of your accounts
         * @description Every request of the session then acts in that account, with the person's role there; the next sign-in opens it too. An account the person does not belong to is 404 `ACCOUNT_NOT_FOUND`. With an API key: 403 `SESSION_REQUIRED`.
         */
        post: operations["switchAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password
         * @description Needs the session cookie. A wrong `currentPassword` is 400 `VALIDATION_FAILED`; so is a `newPassword` outside the rules, with the reason. Every other session of the person (in every account) is revoked, and every device cookie but this browser's; this session stays signed in. At most 10 attempts per 15 minutes per person, counted apart from sign-ins: failed sign-ins never block it.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's members (paginated, oldest first)
         * @description People who accepted an invitation (or signed up, or were added by the operator), with their role in this account. Pending invitations: `GET /v1/invitations`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Invite a person to the account
         * @description People are invited, never given a password by someone else: the answer is an invitation with its single-use link (`url`, `/invitations/<token>` on the service's address, valid 7 days, shown only here), also mailed to the person when `SMTP_URL` is set. The person opens it, chooses their name and password (or, if the email already has a Parley login, signs in with it) and joins with `role`. An email that has a login in another account is answered exactly like a new one (same body, same work): the answer never tells whether an email has a login. Inviting an email with an open invitation replaces it (the earlier link stops working). A member of this account already: 409 `CONFLICT`. A `password` field is refused (400). Only a signed-in owner, in the app: an API key gets 403 `SESSION_REQUIRED` (scripts never create people).
         */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a password reset link for a member
         * @description For a service without mail (or a person who cannot read theirs): a single-use link (`/password-resets/<token>` on the service's address) that lets the member choose a new password within 1 hour, shown only in this answer, for the owner to pass on. Nobody sets another person's password: the member chooses it, and every session of theirs then ends. Only the SHA-256 of the token is stored. A person who also belongs to another account is 409 `CONFLICT` (the owner could use the link there): they use `Forgot password?` or the operator's `users:reset-password`. Another account's user is 404 `USER_NOT_FOUND`. Only a signed-in owner: an agent gets 403 `OWNER_ONLY`, an API key 403 `SESSION_REQUIRED`.
         */
        post: operations["issuePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a person from the account
         * @description Their sessions in this account end at once; their login and their other accounts stay (a person left in no account is deleted). You cannot remove yourself or the account's last owner (409 `CONFLICT`). Another account's user is 404 `USER_NOT_FOUND`.
         */
        delete: operations["removeUser"];
        options?: never;
        head?: never;
        /**
         * Change a person's settings in the account
         * @description `restrictedToAssigned`: restrict an agent to the conversations assigned to them, or lift it (docs: conversations, restricted agents). Applies from their next request. Another account's user is 404 `USER_NOT_FOUND`.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending invitations (paginated, oldest first)
         * @description Invitations neither accepted, revoked nor expired. Their links are not shown again (only a hash of each token is stored): to give someone a new link, invite the email again.
         */
        get: operations["listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation
         * @description Its link stops working at once. An invitation that is not pending (accepted, revoked, expired) or another account's is 404 `INVITATION_NOT_FOUND`.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look a contact up by phone or email, or list contacts (with limit/cursor)
         * @description **Lookup**: `?phoneNumber=` (aliases `phone_number`, `phone`) or `?email=` answers the one matching contact, or 404 `CONTACT_NOT_FOUND`. The phone is normalised as on create (400 `INVALID_PHONE` when it cannot be) and an unencoded `+` (which arrives as a space) is understood; the email is compared case-insensitively (400 `INVALID_EMAIL` when malformed; an unencoded `+` inside it is understood too) and, when several contacts share it, the oldest is answered. With both, the phone is used. **List**: `?limit=` (1-200) and then `&cursor=` (the previous `nextCursor`), with no lookup key, answer the paginated list `{data, nextCursor, total}`, oldest first (`&order=newest`: newest first), `q` filtering it by name or phone (a national number read in the account's `defaultCountry`): `GET /v1/contacts?limit=50`. Without a lookup key, `limit` or `cursor` is what asks for the list; with a lookup key they are ignored. **400 `MISSING_LOOKUP_PARAMETER`**: no lookup value and no `limit`/`cursor`: plain `GET /v1/contacts`, or lookup keys present but all empty (`?phoneNumber=`, `?email=`, as a funnel template with an empty field sends): the caller meant a lookup and gave no value.
         */
        get: operations["contactsSearch"];
        put?: never;
        /**
         * Create a contact (or return the existing one)
         * @description Shape A (`firstName, lastName, phone, email, customFields`) or shape B (`first_name, last_name, phone_number, email, custom_fields`); a field given under both names must carry the same value. At least a phone or an email. De-duplication, enforced by unique indexes under any concurrency: a request with a phone matches the contact with the same E.164 phone (its email plays no part); an email-only request matches the oldest contact with that email (case-insensitive), **whether or not that contact has a phone**, so a lead who first gave a phone and later only an email stays one contact. A match is answered 200 with the contact unchanged (nothing written, new names or custom fields are not merged); a new contact is 201. `X-Contact-Created` says which.
         */
        post: operations["contactsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact
         * @description With the contact's channel identities (`identities`) and WhatsApp `username`. An unknown id, another account's id or a malformed id is 404 `CONTACT_NOT_FOUND`.
         */
        get: operations["contactsGet"];
        put?: never;
        post?: never;
        /**
         * Erase a contact (right to erasure)
         * @description In one transaction: the contact row, its list memberships, channel identities and opt-out history are deleted; its pending opening messages and follow-ups are cancelled (`skipped` with `contact_erased`, `cancelled`) and never sent, even when their job is already queued; the bodies of its messages become `[erased]` (their rows stay, with no contact, for counts, credits and provider status callbacks by `externalId`). Outgoing webhook deliveries about the person (custom-channel messages to it, `message.status_changed`, `conversation.handed_off`) keep only ids, statuses, kinds and times in their data (the rest becomes `[erased]`); those not sent yet are cancelled (`failed`, `ERASED: …`) and a custom-channel message whose delivery was cancelled fails with `CONTACT_ERASED`. Provider events of the person still in the outbox (from its phone, or its Messenger/Instagram ids) are redacted the same way, and one not handled yet is closed, so it is not recorded afterwards. A `contact.erased` webhook event `{contactId, erasedAt}` goes to endpoints subscribed to it. A second call is 404; a contact created later with the same phone is a new contact.
         */
        delete: operations["contactsErase"];
        options?: never;
        head?: never;
        /**
         * Correct a contact
         * @description Shape A or B keys, each optional: a field left out keeps its value, `null` clears it; `customFields` is merged key by key and a key set to `null` is removed. The result must pass every create rule (400 `INVALID_PHONE`, `INVALID_EMAIL`, `MISSING_CONTACT_IDENTIFIER`, `VALIDATION_FAILED`). A phone or email another contact of the account holds is **409 `CONTACT_CONFLICT`**, whose `details[0]` is `{field, message, contactId}` naming that contact; nothing changes. The unique indexes decide under concurrency: of many patches racing to one phone, exactly one wins.
         */
        patch: operations["contactsUpdate"];
        trace?: never;
    };
    "/v1/contacts/{id}/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opt a contact out of campaigns
         * @description The same state `STOP` sets: campaigns skip the contact (`opted_out`). Recorded in the opt-out history with the optional reason and its source: `app` when the request is authenticated by the app's session, `api` with an API key. Idempotent.
         */
        post: operations["contactsOptOut"];
        /**
         * Opt a contact back in
         * @description The same state `START` sets. Recorded in the opt-out history with the optional reason and its source: `app` when the request is authenticated by the app's session, `api` with an API key. Idempotent.
         */
        delete: operations["contactsOptIn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything stored about a contact (right of access)
         * @description One JSON document: the contact, its channel identities (custom-channel ids, PSIDs, IGSIDs), its opt-out history, its lists, its conversations with every message, and its campaign enrolments. The contact, identities and history are read in one REPEATABLE READ, READ ONLY transaction (one instant). For an agent restricted to the conversations assigned to them, `conversations` holds only those (docs: conversations, restricted agents).
         */
        get: operations["contactsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the lists (paginated, oldest first), each with its member count
         * @description Every item carries `memberCount`, as `GET /v1/lists/{id}` does. With `contactId`, only the lists that contact is a member of.
         */
        get: operations["listsPage"];
        put?: never;
        /**
         * Create a list
         * @description List names are unique per account, ignoring case: a name another list of the account has (`Leads` and `leads` alike) is **409 `LIST_NAME_TAKEN`** with `details[0].field = "name"`. Of concurrent creates of one name exactly one is 201.
         */
        post: operations["listsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a list with its member count */
        get: operations["listsGet"];
        put?: never;
        post?: never;
        /**
         * Delete a list
         * @description Deletes the list, its memberships and its imports; the contacts stay (with their conversations and enrolments). **409 `CONFLICT`** while a live campaign uses the list, as deleting a template a campaign uses: the message names the campaign, in words, and says to pause it first; `details[0].field` is `id`. A draft, paused or archived campaign that used it is left without a list (`listId` null; it cannot launch or resume until given one).
         */
        delete: operations["listsDelete"];
        options?: never;
        head?: never;
        /**
         * Rename a list
         * @description The name rules of create: a name another list of the account has, ignoring case, is **409 `LIST_NAME_TAKEN`**; the list may take its own name in another case. Members and campaigns are unchanged.
         */
        patch: operations["listsRename"];
        trace?: never;
    };
    "/v1/lists/{listId}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The list's contacts (paginated, in the order they were added) */
        get: operations["listsContacts"];
        put?: never;
        /**
         * Add contacts to a list (one add operation)
         * @description Exactly one of `contactId` (shape A), `contact_id` (shape B) or `contactIds` (1-1000 ids; repeats collapse); anything else is 400 `VALIDATION_FAILED`. Single form: an unknown contact is 404 `CONTACT_NOT_FOUND`. Array form: unknown ids are listed in `notFound`. 201 when at least one contact was newly added, 200 when none was (all members already, or none found). Only newly added contacts can trigger campaigns; adding a member again never triggers anything again.
         */
        post: operations["listsAddContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{listId}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a contact from a list
         * @description The contact itself is kept. 404 `CONTACT_NOT_FOUND` when it is not a member.
         */
        delete: operations["listsRemoveContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{listId}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import contacts from CSV into a list
         * @description Answers 202 with the queued import; it is processed in the background (poll `GET /v1/imports/{id}`). Each row is taken in like `POST /v1/contacts` (same rules and de-duplication); a row with a valid phone and a broken email is imported without the email and listed under `warnings`. Rows are numbered as in the file (header = row 1). The whole import is one add operation: one campaign trigger with every contact it newly added to the list.
         */
        post: operations["importsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import and its report */
        get: operations["importsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import's rejected rows, as CSV
         * @description The header of the imported file, then every row the import rejected (its `invalid` rows), exactly as written, as a CSV download: fix them and import the file again. Empty when no row was rejected. Rejected rows are kept 30 days after the import finishes, then cleared with their `value`s (the report keeps the row numbers and codes). An unknown, malformed or other account's id is 404 `NOT_FOUND`.
         */
        get: operations["importsRejected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect WhatsApp (Cloud API)
         * @description One WhatsApp connection per account: a second call replaces it (same id, so the webhook URL stays). The access token, app secret and verify token are stored encrypted and never returned. Configure `webhookUrls.callback` with your verify token in the Meta app.
         */
        post: operations["channelsConnectWhatsApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect SMS (Twilio)
         * @description One SMS connection per account: a second call replaces it (same id). The auth token is stored encrypted and never returned. Set `webhookUrls.inbound` as the number's (or Messaging Service's) incoming-message webhook; `webhookUrls.status` is sent as StatusCallback with each message.
         */
        post: operations["channelsConnectSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/messenger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect Messenger (a Facebook Page)
         * @description One Messenger connection per account: a second call replaces it (same id, so the webhook URL stays) and makes it `active` again. The Page access token, app secret and verify token are stored encrypted and never returned. Configure `webhookUrls.callback` with your verify token for the Page object in the Meta app (fields `messages`, `messaging_postbacks`, `messaging_referrals`, `message_deliveries`, `message_reads`, `message_echoes`, `message_reactions`). Messages reach this channel through campaigns, the AI bot and people in the app, never through the API.
         */
        post: operations["channelsConnectMessenger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/instagram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect Instagram (a professional account)
         * @description One Instagram connection per account: a second call replaces it (same id). `login: "instagram"` sends through graph.instagram.com with the Instagram user access token; `login: "facebook"` sends through graph.facebook.com as the linked Page (`pageId` required). Secrets are stored encrypted and never returned. Configure `webhookUrls.callback` with your verify token for the Instagram object (fields `messages`, `messaging_postbacks`, `messaging_referral`, `messaging_seen`, `message_reactions`, `comments`).
         */
        post: operations["channelsConnectInstagram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's channels
         * @description One entry per phone channel (`whatsapp`, `sms`): its connection, or `provider: "sandbox"` when it has none; then the Messenger and Instagram connections, if any, with their `status`.
         */
        get: operations["channelsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider events Parley could not use
         * @description Correctly signed provider webhook calls with items the parser could not use (a WhatsApp message with neither phone nor BSUID, a Twilio message without `From` or `MessageSid`, a Messenger item without `sender` or `mid`, an unknown event), kept with the raw payload and the reason instead of being acknowledged and dropped. Oldest first. The operator reads them again with the current parser (`channels:retry-unprocessed`); they are erased with the person they name and purged after `RETENTION_OUTBOX_DAYS`. Owners only.
         */
        get: operations["channelsUnprocessedEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/channels/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a channel
         * @description Deletes the connection and its stored credentials: WhatsApp and SMS go back to the sandbox; Messenger and Instagram are no longer connected (their conversations keep their history). 204 also when there was no connection.
         */
        delete: operations["channelsDisconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom_channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's custom channels (paginated) */
        get: operations["customChannelsPage"];
        put?: never;
        /**
         * Create a custom channel
         * @description Outbound messages on it are POSTed to `deliveryUrl` as `{type: "custom_channel.message", timestamp, data}` with the Standard Webhooks headers (`webhook-id` stable across retries, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; timeouts, 408, 429 and 5xx are retried with exponential backoff for about 26 hours (honouring `Retry-After`), then the message is `failed`. The signing secret is shown only here and on rotation.
         */
        post: operations["customChannelsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom_channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a custom channel */
        get: operations["customChannelsGet"];
        put?: never;
        post?: never;
        /**
         * Delete a custom channel
         * @description Its conversations and messages stay; deliveries still waiting fail with `TARGET_DELETED`.
         */
        delete: operations["customChannelsDelete"];
        options?: never;
        head?: never;
        /**
         * Rename a custom channel or change its delivery URL
         * @description Deliveries still waiting for a retry go to the new URL.
         */
        patch: operations["customChannelsUpdate"];
        trace?: never;
    };
    "/v1/custom_channels/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A custom channel's recent deliveries and every attempt
         * @description Newest first, at most `limit` (default 20): each message POSTed to the delivery URL with its status (`pending`, `delivering`, `delivered`, `failed`) and each attempt with its status code, time and duration (ms). Send one again with `POST /v1/messages/{id}/redeliver`.
         */
        get: operations["customChannelsDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom_channels/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a custom channel's signing secret
         * @description Returns the new secret once. For 24 hours deliveries carry two signatures in `webhook-signature` (new and previous secret), so a receiver verifying with either accepts them.
         */
        post: operations["customChannelsRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/whatsapp/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * WhatsApp webhook verification (Meta)
         * @description Meta calls it when the Callback URL is saved: with `hub.mode=subscribe` and the connection’s verify token, the answer is `hub.challenge` as text; otherwise 403.
         */
        get: operations["providerWebhooksVerifyWhatsApp"];
        put?: never;
        /**
         * WhatsApp notifications (messages, statuses, template reviews)
         * @description Verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret); a missing or wrong signature is 401 `INVALID_SIGNATURE` and nothing is recorded. Inbound messages, delivery statuses and template status updates are recorded as events.
         */
        post: operations["providerWebhooksReceiveWhatsApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/twilio/{connectionId}/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio incoming message
         * @description Verified with `X-Twilio-Signature` (HMAC-SHA1 of the full URL and the sorted parameters with the auth token); a bad signature is 401 `INVALID_SIGNATURE`. Answers empty TwiML.
         */
        post: operations["providerWebhooksReceiveTwilioInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/twilio/{connectionId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio message status callback
         * @description Verified like the inbound webhook. `sent`, `delivered`, `read`, `undelivered` and `failed` (with `ErrorCode`) are recorded; `queued` and other interim statuses are ignored.
         */
        post: operations["providerWebhooksReceiveTwilioStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/messenger/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messenger webhook verification (Meta)
         * @description Meta calls it when the Callback URL is saved: with `hub.mode=subscribe` and the connection’s verify token, the answer is `hub.challenge` as text; otherwise 403 `WEBHOOK_VERIFICATION_FAILED`.
         */
        get: operations["metaWebhooksVerifyMessenger"];
        put?: never;
        /**
         * Messenger notifications
         * @description Verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret); a missing or wrong signature is 401 `INVALID_SIGNATURE` and nothing is recorded. `object: "page"`; `entry[].messaging[]` and `entry[].standby[]`: messages (text, attachments, quick replies, replies, echoes, deletions), postbacks, referrals, deliveries, reads and reactions. Entries of another Page or account are ignored. A message is recorded once per `mid`, however often Meta delivers it.
         */
        post: operations["metaWebhooksReceiveMessenger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/instagram/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Instagram webhook verification (Meta)
         * @description Meta calls it when the Callback URL is saved: with `hub.mode=subscribe` and the connection’s verify token, the answer is `hub.challenge` as text; otherwise 403 `WEBHOOK_VERIFICATION_FAILED`.
         */
        get: operations["metaWebhooksVerifyInstagram"];
        put?: never;
        /**
         * Instagram notifications
         * @description Verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret); a missing or wrong signature is 401 `INVALID_SIGNATURE` and nothing is recorded. `object: "instagram"`; `entry[].messaging[]` and `entry[].standby[]`: messages (text, attachments, quick replies, replies, echoes, deletions), postbacks, referrals, deliveries, reads and reactions; `changes[]` comments. Entries of another Page or account are ignored. A message is recorded once per `mid`, however often Meta delivers it.
         */
        post: operations["metaWebhooksReceiveInstagram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the templates (paginated, oldest first; optional status and channel filters) */
        get: operations["templatesPage"];
        put?: never;
        /**
         * Create a template
         * @description A WhatsApp template is submitted to Meta for review through the Cloud API (`POST /{waba-id}/message_templates`: name, language, category, and the body in Meta's numbered form with an example per variable) when the account's WhatsApp connection has a `wabaId`: it starts `pending` (or `rejected` with Meta's message when Meta refuses the submission) and Meta's `message_template_status_update` webhook approves, rejects (with the reason), pauses or disables it. Without a WhatsApp connection (the sandbox) it is `approved` at once with `review: "sandbox"`; with a connection but no `wabaId`, it waits for the operator command `templates:review`. SMS, Messenger and Instagram templates are `approved` at once. A template is unique per channel, name and language in the account: a duplicate is 409 `CONFLICT`.
         */
        post: operations["templatesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a template */
        get: operations["templatesGet"];
        put?: never;
        post?: never;
        /**
         * Delete a template
         * @description **409 `CONFLICT`** while a campaign that is not archived uses it (as opening template or in a follow-up); archive the campaign first.
         */
        delete: operations["templatesDelete"];
        options?: never;
        head?: never;
        /**
         * Edit a template (resubmits a WhatsApp one)
         * @description A new body and/or category. A WhatsApp template goes back to review: submitted again to Meta as an edit of the same template (`pending`), or approved at once in the sandbox; Meta's webhook decides as for a new one. SMS, Messenger and Instagram templates stay `approved`. A `disabled` WhatsApp template cannot be edited (409 `CONFLICT`). Campaigns that use it send the new text once it is approved.
         */
        patch: operations["templatesUpdate"];
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's messages, oldest first (paginated)
         * @description Filter with `contactId` or `conversationId`. An unknown, malformed or other account's id gives an empty page. An agent restricted to the conversations assigned to them sees only the messages of those (docs: conversations, restricted agents); any other message is 404 `MESSAGE_NOT_FOUND` on the routes below.
         */
        get: operations["messagingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a message */
        get: operations["messagingGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A message's webhook deliveries and every attempt
         * @description The custom-channel delivery of an outbound custom-channel message and the `message.status_changed` events about it, oldest first; each attempt with its status code, duration (ms) and error.
         */
        get: operations["messagingDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a message to its custom channel again
         * @description Starts a new round of attempts (the whole retry schedule) for a settled custom-channel delivery, with the same `webhook-id`, and for failed event webhooks about the message. A `failed` message goes back to `queued` and moves on with the new attempts. 409 `CONFLICT` while a delivery is still being attempted or when the message has no delivery.
         */
        post: operations["messagingRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inbox: conversations, most recent activity first (paginated)
         * @description Filters (AND): `owner`, `channel`, `contactId`, `campaignId`, `unread=true` (inbound messages since the last read), `assignee=me|none|<userId>`, `snoozed=true|false`, `q` (search: PostgreSQL full-text over the contact and the messages, indexed). "Waiting for a person" is `owner=human&snoozed=false&order=unread_first` (unread ones first); "Mine" is `assignee=me`. Each item has its contact, last message (body cut to 200 characters), `unreadCount` and messaging `window`. An unknown, malformed or other account's id gives an empty page.
         */
        get: operations["messagingInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many conversations the inbox holds for the filters
         * @description The filters of `GET /v1/conversations` (same names, same meaning, restricted agents counting only their own), answered with one `count(*)` and no rows: the navigation's "waiting for a person" number is `owner=human&snoozed=false`.
         */
        get: operations["messagingInboxCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a conversation with its most recent messages */
        get: operations["messagingConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Hand a conversation to a person, close or reopen it, give it back to the bot, assign or snooze it
         * @description Any of `owner`, `assigneeId`, `snoozedUntil` (at least one), applied together or not at all; each change is announced as `conversation.updated` (`change`: `owner`, `assignee`, `snooze`). The bot answers only conversations it owns (`owner: "bot"`). Reopen a closed conversation with `owner: "human"`. Closing one wakes it from a snooze.
         */
        patch: operations["messagingUpdateConversation"];
        trace?: never;
    };
    "/v1/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply as a person on the conversation’s channel
         * @description Exactly one of `body` (free text) or `templateId` (an approved template of the channel, rendered for the contact). The message (`author: "human"`) takes the one outbound path: a sub-account pays one credit (without credit the message is `failed` with `INSUFFICIENT_CREDITS`), then it is delivered on WhatsApp, SMS or the custom channel. The conversation becomes `owner: "human"` (the bot stays silent until handed back; a closed one reopens). WhatsApp free text outside 24 h of the contact's last message: 409 `WINDOW_CLOSED`, nothing changes. Messenger and Instagram: free text within 24 h, a person up to 7 days (`HUMAN_AGENT`), then 409 `WINDOW_CLOSED`; with an API key 403 `CHANNEL_SEND_NOT_ALLOWED` (these channels are answered by people in the app, never through the API).
         */
        post: operations["messagingReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a private note to the thread
         * @description A note of the signed-in person (`author: "note"`, `direction: "note"`, `status: "note"`, with `authorUserId` and `authorName`): in the thread (`GET /v1/conversations/{id}`, `GET /v1/messages`), never sent to the contact, never read by the bot, not the inbox's last message, erased with the contact. Announced as `message.created`. Only a person writes notes: an API key gets 403 `SESSION_REQUIRED`.
         */
        post: operations["messagingAddNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation unread
         * @description Its `unreadCount` becomes at least 1 (it shows as unread until someone reads it: `POST …/read`, which opening it in the app does). Announced as `conversation.updated` (`change: "unread"`).
         */
        post: operations["messagingUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read
         * @description Its `unreadCount` (inbound messages after the last read) starts again from 0.
         */
        post: operations["messagingRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/saved_replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's saved replies, by shortcut (at most 500)
         * @description Owners and agents alike list, create, change and delete saved replies (the people who answer write the answers; Settings > Saved replies in the app), with a session or the API key.
         */
        get: operations["savedRepliesList"];
        put?: never;
        /**
         * Save a reply
         * @description 409 `CONFLICT` when the shortcut is taken or the account has 500. Owners and agents alike.
         */
        post: operations["savedRepliesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/saved_replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a saved reply */
        get: operations["savedRepliesGet"];
        put?: never;
        post?: never;
        /**
         * Delete a saved reply
         * @description Owners and agents alike. Messages already sent with it are not touched.
         */
        delete: operations["savedRepliesDelete"];
        options?: never;
        head?: never;
        /**
         * Change a saved reply
         * @description Owners and agents alike. A taken shortcut is 409 `CONFLICT`.
         */
        patch: operations["savedRepliesUpdate"];
        trace?: never;
    };
    "/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns (paginated, oldest first), each with its stats
         * @description Archived campaigns are left out unless `?status=archived`.
         */
        get: operations["campaignsPage"];
        put?: never;
        /**
         * Create a campaign (draft)
         * @description Defaults: type `combined`, channel of the opening template (else `whatsapp`), `triggerOnNewContacts` true, `throttlePerMinute` 20, `openingDelaySeconds` 0, no follow-ups, bot enabled. Templates must be of the campaign channel. WhatsApp and SMS campaigns start from list additions (`listId`). Messenger and Instagram campaigns start from `entryPoints` instead (Meta lets nobody message a person first): a `listId` there is 400 `VALIDATION_FAILED` naming `listId`, as are `entryPoints` on WhatsApp/SMS (naming `entryPoints`), `type: "incoming"` (naming `type`), `commentKeywords` on Messenger and `mediaIds` without `commentKeywords`.
         */
        post: operations["campaignsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign with its stats
         * @description Messenger and Instagram campaigns also show `entryLinks`: `https://m.me/<pageId>?ref=<ref>` or `https://ig.me/m/<username>?ref=<ref>` (when the Instagram connection has a username).
         */
        get: operations["campaignsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change campaign settings
         * @description Type, channel, list, entry points and opening template cannot change while live (409 `CONFLICT`: pause first). The shape rules of create apply to the campaign as changed.
         */
        patch: operations["campaignsUpdate"];
        trace?: never;
    };
    "/v1/campaigns/{id}/launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the campaign live
         * @description Combined and outgoing campaigns need a list (Messenger/Instagram: at least one entry point, a `ref`, `adIds` or `commentKeywords`) and an approved opening template, else 409 `CAMPAIGN_NOT_LAUNCHABLE` with the reason in `details[0].message` (`list_missing`, `entry_points_missing` naming `entryPoints`, `opening_template_missing`, `opening_template_not_approved`). Contacts added to the list, or people reaching an entry point, from now on are enrolled; with `{"includeExistingMembers": true}` the people already in the list are enrolled too, shortly after, paced by the campaign's throttle like any addition (each person at most once, ever). Also resumes a paused campaign. Launching a live campaign changes nothing, except that `includeExistingMembers` enrols members not enrolled yet. The answer carries `warnings` (docs/campaigns.md#launch-warnings): `US_MARKETING_NOT_DELIVERED` when a WhatsApp campaign's opening template is `marketing` and its list has +1 numbers.
         */
        post: operations["campaignsLaunch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause the campaign
         * @description Nobody is enrolled while paused, and queued opening messages are skipped (`campaign_not_live`) when their time comes. Pausing a campaign that is not live changes nothing.
         */
        post: operations["campaignsPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive the campaign
         * @description A draft or paused campaign becomes `archived`: read-only (changes and launch are 409 `CONFLICT`), hidden from `GET /v1/campaigns` unless `?status=archived`, and its pending sends are cancelled (openings `skipped` with `campaign_archived`, follow-ups `cancelled`). A live campaign is 409 `CONFLICT` (pause it first); an archived one is unchanged.
         */
        post: operations["campaignsArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/send_custom_channel_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message through a custom channel
         * @description Finds the contact by `customData.fromId` on that channel or creates it (with `firstName`, `lastName`, `email`; a `fromId` that is an E.164 phone or an email also fills that field and joins an existing contact with it), records the message `queued` and answers 202; the message is then POSTed to the channel's delivery URL and becomes `delivered` when it answers 2xx, or `failed` after the retry schedule.
         */
        post: operations["customChannelMessagesSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/incoming_custom_channel_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a message from a custom channel
         * @description 201 `{id, duplicate: false}` for a new message; 200 `{id, duplicate: true}` for a repeat of the same `messageSid` (or `id`) in the account, under any concurrency, changing nothing. A text message counts as a reply to campaigns and hands the conversation to the bot (which answers on the same channel); a reaction does neither. `STOP` (and the other opt-out words) opts the contact out of every campaign; `START` opts it back in.
         */
        post: operations["customChannelMessagesReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subaccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the agency's sub-accounts with their balances (paginated, oldest first) */
        get: operations["subAccountsPage"];
        put?: never;
        /**
         * Create a sub-account
         * @description Creates a sub-account of the calling agency with its own API key, returned once. The email is unique among the agency's sub-accounts (case-insensitively): 409 `CONFLICT` otherwise. The sub-account starts with a balance of 0; each of its outbound messages costs `MESSAGE_CREDIT_COST` credits (default 1), and with too little credit a message fails with `INSUFFICIENT_CREDITS` (a queued campaign send waits for the next grant).
         */
        post: operations["subAccountsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subaccounts/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant credits to a sub-account
         * @description The key goes in `x-api-key` (or `Authorization: Bearer`); in the query string it is refused with 401 `API_KEY_PLACEMENT_NOT_ALLOWED`. `amount` is a JSON number > 0 with at most 2 decimals, at most 1,000,000 (else 400 `VALIDATION_FAILED`, nothing changes). The sub-account is named by its email; an email that is not a sub-account of the calling agency is 404 `SUBACCOUNT_NOT_FOUND`. `idempotency_key` is unique per sub-account forever: a repeat grants nothing and answers the first grant's `credits_added` and `new_balance`. Answer a `subaccount.auto_recharge` event with a grant carrying its `idempotency_key`, so that a repeated delivery is granted once. The `Idempotency-Key` header works here as on every POST.
         */
        post: operations["subAccountsGrantCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subaccounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a sub-account with its balance and auto-recharge settings */
        get: operations["subAccountsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a sub-account's auto-recharge settings
         * @description Fields left out keep their value. With auto-recharge enabled, the debit that leaves the balance below `threshold` sends the agency's webhook endpoints one `subaccount.auto_recharge` event `{idempotency_key, sub_account_id, email, balance, threshold, amount, created_at}`; the next one only after a grant has brought the balance back to `threshold` or above. A change that leaves the balance at or above the threshold re-arms it.
         */
        patch: operations["subAccountsUpdate"];
        trace?: never;
    };
    "/v1/subaccounts/{id}/credits/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sub-account's credit history (paginated, newest first)
         * @description Grants (with their description and idempotency key), message debits (negative amounts, with the message id) and reversals, each with the balance right after it.
         */
        get: operations["subAccountsTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling sub-account's credit balance
         * @description For a sub-account (its key or a session of one of its people; agents too): its balance and the auto-recharge settings its agency chose. Its history is `GET /v1/account/credits/transactions`. A standard or agency account has no balance: **404 `SUBACCOUNT_NOT_FOUND`** (an agency reads its sub-accounts' balances under `/v1/subaccounts`).
         */
        get: operations["accountCreditsBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/credits/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling account's credit history (paginated, newest first)
         * @description For a sub-account's key: its grants (with descriptions), message debits and reversals. Only sub-accounts are metered, so a standard or agency account gets an empty page (200), not an error.
         */
        get: operations["accountCreditsTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's webhook endpoints (paginated) */
        get: operations["webhookEndpointsPage"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Events: `message.created` (data: the message, inbound or outbound, as `GET /v1/messages/{id}` shows it), `message.status_changed` (data: the message), `conversation.updated` (data: `{change: "owner"|"read"|"unread"|"assignee"|"snooze", conversationId, contactId, channel, owner, assigneeId, snoozedUntil, unreadCount, lastReadAt, lastInboundAt, updatedAt, …}`), `conversation.handed_off` (data: `{conversationId, contactId, channel, reason}`: the bot handed it to a person), `contact.erased` (data: `{contactId, erasedAt}`), `subaccount.auto_recharge` (agency accounts), `channel.auth_failed` (data: `{connectionId, channel, status: "needs_reauth", reason}`: Meta refused a Messenger/Instagram token). Each event is POSTed as `{type, timestamp, data}` with the Standard Webhooks headers `webhook-id` (the same on every retry: de-duplicate by it), `webhook-timestamp` and `webhook-signature` (verify with the signing secret and any standardwebhooks library). A 2xx answer within 10 s delivers it; timeouts, 408, 429 and 5xx are retried with exponential backoff for about 26 hours, honouring `Retry-After`.
         */
        post: operations["webhookEndpointsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["webhookEndpointsGet"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its deliveries still waiting fail with `TARGET_DELETED`.
         */
        delete: operations["webhookEndpointsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's recent deliveries and every attempt
         * @description Newest first, at most `limit` (default 20): each event sent to the endpoint with its status (`pending`, `delivering`, `delivered`, `failed`) and each attempt with its status code, duration (ms) and error.
         */
        get: operations["webhooksDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery to its endpoint again
         * @description Starts a new round of attempts (the whole retry schedule) for a `delivered` or `failed` delivery, with the same `webhook-id` (receivers de-duplicate by it). 409 `CONFLICT` while it is still `pending` or `delivering`, or when it was cancelled because its contact was erased.
         */
        post: operations["webhooksRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's live events (Server-Sent Events)
         * @description A `text/event-stream` of the account's `message.created`, `message.status_changed` and `conversation.updated` (the webhooks' events, with the same `data`), each as `id: <n>`, `event: <type>`, `data: {"type", "data"}`; ids grow in commit order. With `Last-Event-ID` (the header EventSource sends when it reconnects, or `lastEventId`) it resumes after that id: every event committed since is sent once, none missed, none twice, within the 24 h the events are kept; an older id gets `event: resync` first (reload what you show) and then new events. Without it, events from now on. A comment line (`: heartbeat`) every 15 s. Every process's events reach every subscriber (PostgreSQL LISTEN/NOTIFY). A client that does not read (more than 256 KiB unsent) is disconnected; it resumes with `Last-Event-ID`. Session or API key. An agent restricted to the conversations assigned to them receives only the events of those (checked when each event is read), and the `conversation.updated` (`change: "assignee"`, with `previousAssigneeId`) that takes one away from them, as the last event of it they get.
         */
        get: operations["liveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorDetailDto: {
            /** @example phone */
            field: string;
            /** @example must include a country code */
            message: string;
        };
        ErrorBodyDto: {
            /**
             * @description Machine-readable code (the table of codes: docs/api.md#errors).
             * @example VALIDATION_FAILED
             */
            code: string;
            /** @example The request has invalid fields. */
            message: string;
            details?: components["schemas"]["ErrorDetailDto"][];
            /**
             * @description Also in the X-Request-Id header.
             * @example 5f0c6f7e-3b0a-4c39-9d55-2f1b0f8f3a11
             */
            requestId: string;
        };
        ErrorEnvelopeDto: {
            error: components["schemas"]["ErrorBodyDto"];
        };
        AccountDto: {
            /**
             * Format: uuid
             * @example 0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b
             */
            id: string;
            /** @example Acme Funnels */
            name: string;
            /**
             * @example standard
             * @enum {string}
             */
            type: "standard" | "agency" | "sub_account";
            /** @example ops@acme.test */
            email: string | null;
            /**
             * Format: uuid
             * @description The agency of a sub-account.
             * @example null
             */
            agencyId: string | null;
            /**
             * Format: date-time
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
            /**
             * @description ISO 3166-1 alpha-2 code of the country in which a national phone number (without country code) is read by the contacts search; null: only international numbers.
             * @example ES
             */
            defaultCountry: string | null;
            /**
             * @description IANA time zone of the account; `UTC` until an owner sets one. Campaign quiet hours are read in it for contacts whose phone number does not give one zone (docs/campaigns.md#quiet-hours).
             * @example Europe/Madrid
             */
            timeZone: string;
            /**
             * @description Text an SMS `HELP` or `INFO` message is answered with (docs/bot.md#us-sms-rules); null: the default, "<account name>: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again."
             * @example Acme Funnels: questions? Write to help@acme.test. Reply STOP to opt out.
             */
            smsHelpText: string | null;
            /**
             * @description Read-only: the text `HELP` is answered with while `smsHelpText` is null (names the account; docs/bot.md#us-sms-rules).
             * @example Acme Funnels: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again.
             */
            smsHelpTextDefault: string;
        };
        UpdateAccountSettingsDto: {
            /**
             * @description ISO 3166-1 alpha-2 code (any case; stored upper case); null or "" clears it.
             * @example ES
             */
            defaultCountry?: string | null;
            /**
             * @description IANA time zone name (`Europe/Madrid`, `America/New_York`, `UTC`).
             * @example Europe/Madrid
             */
            timeZone?: string;
            /** @description Trimmed; null or an empty text returns to the service's default. */
            smsHelpText?: string | null;
        };
        ApiKeyDto: {
            /**
             * @description Shown once; store it now.
             * @example pk_3q2-7wEvA0Zx9fJYbq1hH8cX4m0uQm2mJ0y5sVbq7kE
             */
            apiKey: string;
        };
        SignupDto: {
            /** @example Ada Lovelace */
            name: string;
            /**
             * @description Unique across the service, case-insensitively.
             * @example ada@acme.test
             */
            email: string;
            /**
             * @description 10-128 characters, not only spaces, not containing the email, the account's or the person's name, and not easy to guess (a strength estimator, zxcvbn, must score it at least 3 of 4: common passwords, keyboard rows, repetitions and sequences are refused, with the reason). Never logged or stored (argon2id hash only).
             * @example correct horse battery
             */
            password: string;
            /**
             * @description The new account's name.
             * @example Acme Funnels
             */
            accountName: string;
            /**
             * @default standard
             * @enum {string}
             */
            accountType?: "standard" | "agency";
        };
        MeUserDto: {
            /**
             * Format: uuid
             * @example 3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f
             */
            id: string;
            /** @example Ada Lovelace */
            name: string;
            /** @example ada@acme.test */
            email: string;
            /**
             * @example owner
             * @enum {string}
             */
            role: "owner" | "agent";
        };
        MeAccountDto: {
            /**
             * Format: uuid
             * @example 0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b
             */
            id: string;
            /** @example Acme Funnels */
            name: string;
            /**
             * @example standard
             * @enum {string}
             */
            type: "standard" | "agency" | "sub_account";
        };
        MeDto: {
            user: components["schemas"]["MeUserDto"];
            account: components["schemas"]["MeAccountDto"];
        };
        SignupPendingDto: {
            /**
             * @example confirmation_sent
             * @enum {string}
             */
            status: "confirmation_sent";
            /** @example Check your email to continue: the link in it is valid for 24 hours. */
            message: string;
        };
        LoginDto: {
            /** @example ada@acme.test */
            email: string;
            /** @example correct horse battery */
            password: string;
        };
        RequestPasswordResetDto: {
            /** @example ada@acme.test */
            email: string;
        };
        PasswordResetRequestedDto: {
            /**
             * @example reset_requested
             * @enum {string}
             */
            status: "reset_requested";
            /** @example If this email has a Parley login, a link to choose a new password is on its way: it works once, within 1 hour. */
            message: string;
        };
        SetPasswordDto: {
            /**
             * @description 10-128 characters, not only spaces, not containing the email, the account's or the person's name, and not easy to guess (a strength estimator, zxcvbn, must score it at least 3 of 4: common passwords, keyboard rows, repetitions and sequences are refused, with the reason). Never logged or stored (argon2id hash only).
             * @example a much longer passphrase
             */
            password: string;
        };
        InvitationViewDto: {
            /**
             * @description The account the link joins.
             * @example Acme Funnels
             */
            accountName: string;
            /**
             * @description The email invited: the sign-in name.
             * @example grace@acme.test
             */
            email: string;
            /**
             * @description The name the owner gave, or empty.
             * @example Grace Hopper
             */
            name: string;
            /**
             * @example agent
             * @enum {string}
             */
            role: "owner" | "agent";
            /**
             * Format: date-time
             * @example 2026-01-22T09:30:00.000Z
             */
            expiresAt: string;
        };
        AcceptInvitationDto: {
            /**
             * @description Your name; defaults to the name in the invitation. Ignored for an email that already has a login (that person's name stays).
             * @example Grace Hopper
             */
            name?: string;
            /**
             * @description The password of the new login (10-128 characters, not only spaces, not containing the email, the account's or the person's name, and not easy to guess (a strength estimator, zxcvbn, must score it at least 3 of 4: common passwords, keyboard rows, repetitions and sequences are refused, with the reason). Never logged or stored (argon2id hash only).), or, for an email that already has a login, that login's password (nobody's password is replaced by an invitation).
             * @example an initial passphrase
             */
            password: string;
        };
        MembershipDto: {
            /**
             * Format: uuid
             * @example 0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b
             */
            id: string;
            /** @example Acme Funnels */
            name: string;
            /**
             * @example standard
             * @enum {string}
             */
            type: "standard" | "agency" | "sub_account";
            /**
             * @description Your role in it.
             * @example owner
             * @enum {string}
             */
            role: "owner" | "agent";
            /**
             * @description Whether this session is in it now.
             * @example true
             */
            current: boolean;
        };
        MembershipPageDto: {
            data: components["schemas"]["MembershipDto"][];
            /** @example null */
            nextCursor: string | null;
        };
        SwitchAccountDto: {
            /**
             * Format: uuid
             * @example 0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b
             */
            accountId: string;
        };
        ChangePasswordDto: {
            /** @example correct horse battery */
            currentPassword: string;
            /**
             * @description 10-128 characters, not only spaces, not containing the email, the account's or the person's name, and not easy to guess (a strength estimator, zxcvbn, must score it at least 3 of 4: common passwords, keyboard rows, repetitions and sequences are refused, with the reason). Never logged or stored (argon2id hash only).
             * @example a much longer passphrase
             */
            newPassword: string;
        };
        UserDto: {
            /**
             * Format: uuid
             * @example 3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f
             */
            id: string;
            /** @example Ada Lovelace */
            name: string;
            /**
             * @description Lower-case.
             * @example ada@acme.test
             */
            email: string;
            /**
             * @example owner
             * @enum {string}
             */
            role: "owner" | "agent";
            /**
             * Format: date-time
             * @description When they joined the account.
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
            /**
             * @description An agent who sees and answers only the conversations assigned to them (an owner sets it: `PATCH /v1/users/{id}`).
             * @example false
             */
            restrictedToAssigned: boolean;
        };
        UserPageDto: {
            data: components["schemas"]["UserDto"][];
            /** @example null */
            nextCursor: string | null;
        };
        InviteUserDto: {
            /**
             * @description How the invitation greets them; they choose their own name when accepting.
             * @example Grace Hopper
             */
            name?: string;
            /** @example grace@acme.test */
            email: string;
            /**
             * @example agent
             * @enum {string}
             */
            role: "owner" | "agent";
        };
        CreatedInvitationDto: {
            /**
             * Format: uuid
             * @example 5a1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f
             */
            id: string;
            /**
             * @description Lower-case.
             * @example grace@acme.test
             */
            email: string;
            /**
             * @description Empty when none was given.
             * @example Grace Hopper
             */
            name: string;
            /**
             * @example agent
             * @enum {string}
             */
            role: "owner" | "agent";
            /**
             * Format: date-time
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description The link stops working then (7 days after it was made).
             * @example 2026-01-22T09:30:00.000Z
             */
            expiresAt: string;
            /**
             * @description The single-use link (`/invitations/<token>` on the service's address), valid 7 days: shown only in this answer. Also mailed to the person when `SMTP_URL` is set.
             * @example https://parley.example.com/invitations/Xw3cP0e2yq3Zy6m2mC9bY3cQ0tQ4k2sJb0m5a1d2e3f
             */
            url: string;
        };
        PasswordResetLinkDto: {
            /**
             * @description Give it to the person: it opens `Choose a new password`. Works once, within 1 hour.
             * @example https://parley.example.com/password-resets/7dQm2Jx0v5kq3YhN1uLr8sTbWc4ZeAoPiGfHjKlMnOp
             */
            url: string;
            /**
             * Format: date-time
             * @example 2026-11-26T12:00:00.000Z
             */
            expiresAt: string;
        };
        UpdateUserDto: {
            /**
             * @description true: this agent sees and answers only the conversations assigned to them (the inbox lists only theirs; any other conversation is 404 to them). Owners cannot be restricted (400).
             * @example true
             */
            restrictedToAssigned: boolean;
        };
        InvitationDto: {
            /**
             * Format: uuid
             * @example 5a1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f
             */
            id: string;
            /**
             * @description Lower-case.
             * @example grace@acme.test
             */
            email: string;
            /**
             * @description Empty when none was given.
             * @example Grace Hopper
             */
            name: string;
            /**
             * @example agent
             * @enum {string}
             */
            role: "owner" | "agent";
            /**
             * Format: date-time
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description The link stops working then (7 days after it was made).
             * @example 2026-01-22T09:30:00.000Z
             */
            expiresAt: string;
        };
        InvitationPageDto: {
            data: components["schemas"]["InvitationDto"][];
            /** @example null */
            nextCursor: string | null;
        };
        ContactIdentityDto: {
            /**
             * @description The channel: `whatsapp` (a BSUID, or a parent BSUID with `ENT`), `messenger` (a PSID), `instagram` (an IGSID), `custom` (a custom channel's `fromId`).
             * @enum {string}
             */
            channel: "whatsapp" | "messenger" | "instagram" | "custom";
            /** @description The identity scope: `whatsapp`, `messenger:<pageId>`, `instagram:<igId>`; null on custom channels. */
            scope: string | null;
            /**
             * Format: uuid
             * @description The custom channel, or null.
             */
            customChannelId: string | null;
            /**
             * @description The person's id in the scope.
             * @example US.13491208655302741918
             */
            externalId: string;
        };
        ContactConsentDto: {
            /**
             * @description Where the consent was collected (a short label of the caller’s choosing).
             * @example facebook_lead_form
             */
            source: string | null;
            /**
             * Format: uri
             * @description The page of the form the person filled in (absolute http(s) URL).
             * @example https://acme.test/solar-offer
             */
            formUrl: string | null;
            /**
             * @description The IPv4 or IPv6 address the form was submitted from.
             * @example 203.0.113.7
             */
            ip: string | null;
            /**
             * @description The consent wording the person agreed to.
             * @example I agree to receive marketing text messages from Acme. Reply STOP to opt out.
             */
            text: string | null;
            /**
             * Format: date-time
             * @description When the person agreed (UTC): the request’s `at`, else when Parley received it.
             * @example 2026-11-02T08:08:57.350Z
             */
            at: string;
            /**
             * Format: date-time
             * @description When Parley recorded the consent (UTC).
             * @example 2026-11-02T08:08:58.012Z
             */
            recordedAt: string;
        };
        ContactDto: {
            /**
             * Format: uuid
             * @example 0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10
             */
            id: string;
            /** @example Ana */
            firstName: string | null;
            /** @example Khan */
            lastName: string | null;
            /**
             * @description E.164.
             * @example +14155552671
             */
            phone: string | null;
            /** @example ana.khan@example.com */
            email: string | null;
            /**
             * @description The WhatsApp username the person showed (`contacts[].profile.username`), or null. A WhatsApp person with a username may have no phone: they are known by their BSUID (`identities`).
             * @example @ana
             */
            username: string | null;
            /** @description How channels know the person (WhatsApp BSUIDs, Messenger PSIDs, Instagram IGSIDs, custom-channel ids), oldest first. Present on `GET /v1/contacts/{id}` only. */
            identities?: components["schemas"]["ContactIdentityDto"][];
            /**
             * @description `{}` when none.
             * @example {
             *       "utm_source": "facebook"
             *     }
             */
            customFields: {
                [key: string]: string | number | boolean;
            };
            /**
             * Format: date-time
             * @description UTC.
             * @example 2026-11-02T08:08:57.350Z
             */
            createdAt: string;
            /** @description Whether the contact opted out of the account's campaigns: by `STOP` (and back in by `START`) or through `POST`/`DELETE /v1/contacts/{id}/opt-out`. */
            optedOut: boolean;
            /**
             * Format: date-time
             * @description When the current opt-out began (UTC); null when not opted out.
             */
            optedOutAt: string | null;
            /** @description The consent the funnel recorded with `POST /v1/contacts` (the first one given is kept), or null (docs/contacts.md#consent). Erased with the contact, included in its export. */
            consent: components["schemas"]["ContactConsentDto"] | null;
        };
        ContactListPageDto: {
            data: components["schemas"]["ContactDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /**
             * @description How many contacts the listing has in all (with `q`: how many match it), counted when this page is read.
             * @example 207
             */
            total: number;
        };
        CreateContactConsentDto: {
            /**
             * @description Where the consent was collected: a short label, no control characters.
             * @example facebook_lead_form
             */
            source?: string;
            /**
             * Format: uri
             * @description The form’s page: an absolute http(s) URL. Shape B may spell it `form_url`.
             * @example https://acme.test/solar-offer
             */
            formUrl?: string;
            /**
             * @description The IPv4 or IPv6 address the form was submitted from.
             * @example 203.0.113.7
             */
            ip?: string;
            /**
             * @description The consent wording the person agreed to (trimmed).
             * @example I agree to receive marketing text messages from Acme. Reply STOP to opt out.
             */
            text?: string;
            /**
             * Format: date-time
             * @description When the person agreed: ISO 8601, at most 5 minutes in the future; absent: when the request arrived. Stored in UTC.
             * @example 2026-11-02T08:08:57.350Z
             */
            at?: string;
        };
        CreateContactDto: {
            /** @example Ana */
            firstName?: string | null;
            /**
             * @description Shape B spelling of firstName.
             * @example Ana
             */
            first_name?: string | null;
            /** @example Khan */
            lastName?: string | null;
            /**
             * @description Shape B spelling of lastName.
             * @example Khan
             */
            last_name?: string | null;
            /**
             * @description With its country code (leading + or 00); spaces, dashes, dots and brackets are tolerated. Stored as E.164. Required unless email is given.
             * @example +1 (415) 555-2671
             */
            phone?: string | null;
            /**
             * @description Shape B spelling of phone.
             * @example +14155552671
             */
            phone_number?: string | null;
            /**
             * @description Trimmed, validated, compared case-insensitively. Required unless phone is given.
             * @example ana.khan@example.com
             */
            email?: string | null;
            /**
             * @description Up to 50 keys of 1-64 characters; values are strings (≤ 1000 characters), numbers or booleans.
             * @example {
             *       "utm_source": "facebook",
             *       "consent": true,
             *       "score": 7
             *     }
             */
            customFields?: {
                [key: string]: string | number | boolean;
            } | null;
            /**
             * @description Shape B spelling of customFields.
             * @example {
             *       "utm_source": "facebook"
             *     }
             */
            custom_fields?: {
                [key: string]: string | number | boolean;
            } | null;
            /** @description The person’s consent to be messaged, as the form collected it (same key in shape A and B; docs/contacts.md#consent). Recorded on the contact, new or existing, unless it already has one. A wrong field is 400 `VALIDATION_FAILED` naming `consent.<field>`, and nothing is written. */
            consent?: components["schemas"]["CreateContactConsentDto"] | null;
        };
        UpdateContactDto: {
            /** @example Ana */
            firstName?: string | null;
            /**
             * @description Shape B spelling of firstName.
             * @example Ana
             */
            first_name?: string | null;
            /** @example Khan */
            lastName?: string | null;
            /**
             * @description Shape B spelling of lastName.
             * @example Khan
             */
            last_name?: string | null;
            /**
             * @description With its country code (leading + or 00); spaces, dashes, dots and brackets are tolerated. Stored as E.164. Required unless email is given.
             * @example +1 (415) 555-2671
             */
            phone?: string | null;
            /**
             * @description Shape B spelling of phone.
             * @example +14155552671
             */
            phone_number?: string | null;
            /**
             * @description Trimmed, validated, compared case-insensitively. Required unless phone is given.
             * @example ana.khan@example.com
             */
            email?: string | null;
            /**
             * @description Merged into the stored custom fields key by key; a key set to `null` is removed. Values: strings (≤ 1000 characters), numbers, booleans.
             * @example {
             *       "plan": "pro",
             *       "utm_source": null
             *     }
             */
            customFields?: {
                [key: string]: string | number | (boolean | null);
            } | null;
            /**
             * @description Shape B spelling of customFields.
             * @example {
             *       "utm_source": "facebook"
             *     }
             */
            custom_fields?: {
                [key: string]: string | number | (boolean | null);
            } | null;
            /** @description The person’s consent to be messaged, as the form collected it (same key in shape A and B; docs/contacts.md#consent). Recorded on the contact, new or existing, unless it already has one. A wrong field is 400 `VALIDATION_FAILED` naming `consent.<field>`, and nothing is written. */
            consent?: components["schemas"]["CreateContactConsentDto"] | null;
        };
        OptOutDto: {
            /** @example Asked by phone not to be contacted. */
            reason?: string;
        };
        ExportedContactIdentityDto: {
            /**
             * @description The channel: `whatsapp` (a BSUID, or a parent BSUID with `ENT`), `messenger` (a PSID), `instagram` (an IGSID), `custom` (a custom channel's `fromId`).
             * @enum {string}
             */
            channel: "whatsapp" | "messenger" | "instagram" | "custom";
            /** @description The identity scope: `whatsapp`, `messenger:<pageId>`, `instagram:<igId>`; null on custom channels. */
            scope: string | null;
            /**
             * Format: uuid
             * @description The custom channel, or null.
             */
            customChannelId: string | null;
            /**
             * @description The person's id in the scope.
             * @example US.13491208655302741918
             */
            externalId: string;
            /**
             * Format: date-time
             * @description When the identity was first recorded.
             */
            createdAt: string;
        };
        OptOutRecordDto: {
            /** @description true: opted out; false: opted back in. */
            optedOut: boolean;
            /**
             * @description `contact_message`: STOP/START from the contact; `api`: this API; `app`: the app.
             * @enum {string}
             */
            source: "contact_message" | "api" | "app";
            /** @description The reason given with the API or the app; for a revocation in plain words, `revoked in words: "<the words>"` (docs/bot.md#us-sms-rules); null for a keyword. */
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ContactExportDto: {
            /** Format: date-time */
            exportedAt: string;
            contact: components["schemas"]["ContactDto"];
            /** @description How channels know the person (WhatsApp BSUIDs, PSIDs, IGSIDs, custom-channel ids), oldest first. */
            identities: components["schemas"]["ExportedContactIdentityDto"][];
            /** @description Oldest first. */
            optOutHistory: components["schemas"]["OptOutRecordDto"][];
            /** @description The lists the contact is a member of: `{id, name, addedAt}`. */
            lists: Record<string, never>[];
            /** @description Its conversations `{conversationId, channel, customChannelId, owner, createdAt, referral, referralAt, messages}` (`referral`: the Click-to-WhatsApp ad that brought the person, or null), each with every message `{id, direction, purpose, body, status, referral, createdAt, …}`, oldest first. */
            conversations: Record<string, never>[];
            /** @description Its campaign enrolments `{campaignId, status, skipReason, dispatchAt, sentAt, repliedAt, createdAt}`. */
            campaigns: Record<string, never>[];
        };
        CreateListDto: {
            /**
             * @description Trimmed; 1-200 characters.
             * @example Webinar leads
             */
            name: string;
        };
        ListDto: {
            /**
             * Format: uuid
             * @example 9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90
             */
            id: string;
            /** @example Webinar leads */
            name: string;
            /**
             * Format: date-time
             * @example 2026-11-02T08:08:57.350Z
             */
            createdAt: string;
        };
        ListDetailDto: {
            /**
             * Format: uuid
             * @example 9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90
             */
            id: string;
            /** @example Webinar leads */
            name: string;
            /**
             * Format: date-time
             * @example 2026-11-02T08:08:57.350Z
             */
            createdAt: string;
            /**
             * @description Contacts in the list now, counted when the list is read: on `GET /v1/lists/{id}` and on every item of `GET /v1/lists`.
             * @example 42
             */
            memberCount: number;
        };
        ListPageDto: {
            data: components["schemas"]["ListDetailDto"][];
            nextCursor: string | null;
        };
        ContactPageDto: {
            data: components["schemas"]["ContactDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AddListContactsDto: {
            /**
             * Format: uuid
             * @example 0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10
             */
            contactId?: string | null;
            /**
             * Format: uuid
             * @description Shape B spelling of contactId.
             * @example 0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10
             */
            contact_id?: string | null;
            /**
             * @description Several contacts in one add operation; unknown ids are reported in `notFound`.
             * @example [
             *       "0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10"
             *     ]
             */
            contactIds?: string[] | null;
        };
        CampaignEnrolmentDto: {
            /** Format: uuid */
            campaignId: string;
            /**
             * @description `immediate`: 1-3 contacts newly added by the operation, each opening message sent at once (after the opening delay). `queued`: 4 or more, sent at the campaign's `throttlePerMinute` after what it already has queued.
             * @enum {string}
             */
            dispatch: "immediate" | "queued";
            /**
             * @description Contacts of the operation enrolled (a contact is enrolled in a campaign at most once, ever).
             * @example 2
             */
            enrolled: number;
        };
        AddListContactsResultDto: {
            /** Format: uuid */
            listId: string;
            /** @description Newly added by this operation. */
            added: string[];
            /** @description Were members already; nothing happened for them. */
            alreadyMembers: string[];
            /** @description Ids of the array form that are not contacts of the account (as given). */
            notFound: string[];
            /** @description Live campaigns (combined or outgoing, trigger on new contacts) linked to the list that enrol the newly added contacts; empty when nothing was added. */
            campaigns: components["schemas"]["CampaignEnrolmentDto"][];
        };
        ImportRowIssueDto: {
            /**
             * @description Row number in the file: the header is row 1.
             * @example 7
             */
            row: number;
            /**
             * @description The contact rule code: INVALID_PHONE, INVALID_EMAIL, MISSING_CONTACT_IDENTIFIER or VALIDATION_FAILED (a name or custom value too long, a row with another number of cells than the header).
             * @example INVALID_PHONE
             */
            code: string;
            /**
             * @description A rejected row's value that broke the rule, as written (docs/lists-and-imports.md#rejected-rows): the phone for INVALID_PHONE, the email for INVALID_EMAIL, the row's cells joined with `, ` for VALIDATION_FAILED, empty for MISSING_CONTACT_IDENTIFIER. Absent on warnings and once cleared, 30 days after the import finished.
             * @example 4155552671
             */
            value?: string;
        };
        ImportDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            listId: string;
            /**
             * @example completed
             * @enum {string}
             */
            status: "queued" | "processing" | "completed" | "failed";
            /**
             * @description Data rows in the file (header and blank lines excluded).
             * @example 240
             */
            total: number;
            /**
             * @description Data rows processed so far.
             * @example 240
             */
            processed: number;
            /**
             * @description Rows whose contact this import created.
             * @example 204
             */
            created: number;
            /**
             * @description Valid rows that matched a contact that already existed, or an earlier row of the same file (same phone; email-only rows: same email).
             * @example 24
             */
            existing: number;
            /** @description Rows not imported, with their rule code. */
            invalid: components["schemas"]["ImportRowIssueDto"][];
            /** @description Rows imported with a field dropped: a broken email next to a valid phone (the contact is taken without the email, code INVALID_EMAIL). */
            warnings: components["schemas"]["ImportRowIssueDto"][];
            /**
             * @description Contacts this import newly added to the list (known once completed).
             * @example 203
             */
            added: number;
            /** @description Why the import failed. */
            error: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string | null;
        };
        ConnectWhatsAppDto: {
            /**
             * @description The business phone number id (WhatsApp Manager → API Setup), digits.
             * @example 106540352242922
             */
            phoneNumberId: string;
            /**
             * @description The WhatsApp Business Account id (WhatsApp Manager → API Setup), digits. With it, WhatsApp templates are submitted to Meta for review (`POST /{waba-id}/message_templates`); without it they wait for the operator's `templates:review`.
             * @example 102290129340398
             */
            wabaId?: string;
            /**
             * @description A system-user access token with whatsapp_business_messaging. Stored encrypted, never returned.
             * @example EAAJB0Example0AccessToken
             */
            accessToken: string;
            /**
             * @description The Meta app's secret: verifies X-Hub-Signature-256 on webhooks. Stored encrypted, never returned.
             * @example 3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a
             */
            appSecret: string;
            /**
             * @description The token you enter as the webhook's Verify Token in the Meta app. Stored encrypted, never returned.
             * @example my-verify-token-2026
             */
            verifyToken: string;
        };
        ChannelConnectionDto: {
            /**
             * Format: uuid
             * @description The connection id (it names the webhook URLs); null for the sandbox.
             * @example 3f2a9c1e-7b4d-4e8a-9c2f-1d0e5b6a7c8d
             */
            id: string | null;
            /**
             * @example whatsapp
             * @enum {string}
             */
            channel: "whatsapp" | "sms" | "messenger" | "instagram";
            /**
             * @description `sandbox`: messages are recorded and marked sent, nothing leaves the machine.
             * @example whatsapp
             * @enum {string}
             */
            provider: "sandbox" | "whatsapp" | "twilio" | "messenger" | "instagram";
            /**
             * @description WhatsApp only.
             * @example 106540352242922
             */
            phoneNumberId?: string;
            /**
             * @description WhatsApp only, when given: the WhatsApp Business Account its templates are submitted to for review.
             * @example 102290129340398
             */
            wabaId?: string;
            /**
             * @description Twilio only.
             * @example AC0123456789abcdef0123456789abcdef
             */
            accountSid?: string;
            /**
             * @description Twilio only: number or Messaging Service SID.
             * @example +14155550100
             */
            from?: string;
            /**
             * @description Messenger, and Instagram with Facebook login: the Facebook Page id.
             * @example 106540352242922
             */
            pageId?: string;
            /**
             * @description Instagram only: the Instagram professional account id.
             * @example 17841405822304914
             */
            instagramAccountId?: string;
            /**
             * @description Instagram only: connected with Instagram login or Facebook login (through its Page).
             * @enum {string}
             */
            login?: "instagram" | "facebook";
            /**
             * @description Instagram only, when given.
             * @example acme.shop
             */
            username?: string;
            /**
             * @description Messenger and Instagram: `needs_reauth` once Meta refused the token (code 190, expired or revoked); sends fail `CHANNEL_AUTH_FAILED` until the channel is connected again.
             * @enum {string}
             */
            status?: "active" | "needs_reauth";
            /**
             * @description URLs to configure at the provider. WhatsApp: `callback` (the Meta app's webhook Callback URL, with your verify token; subscribe to `messages` and `message_template_status_update`). Messenger and Instagram: `callback` (the Meta app's Callback URL for the Page / Instagram product, with your verify token). Twilio: `inbound` (the number's "A message comes in" webhook) and `status` (sent as StatusCallback with each message). Empty for the sandbox.
             * @example {
             *       "callback": "https://parley.example.com/v1/webhooks/whatsapp/3f2a9c1e-7b4d-4e8a-9c2f-1d0e5b6a7c8d"
             *     }
             */
            webhookUrls: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @example 2026-11-02T08:08:57.350Z
             */
            createdAt: string | null;
            /**
             * Format: date-time
             * @description When the connection was last replaced.
             * @example 2026-11-02T08:08:57.350Z
             */
            updatedAt: string | null;
        };
        ConnectSmsDto: {
            /**
             * @description Twilio Account SID.
             * @example AC0123456789abcdef0123456789abcdef
             */
            accountSid: string;
            /**
             * @description Twilio Auth Token: authenticates sends and verifies X-Twilio-Signature. Stored encrypted, never returned.
             * @example 0123456789abcdef0123456789abcdef
             */
            authToken: string;
            /**
             * @description The sender: a Twilio number in E.164, or a Messaging Service SID (MG…).
             * @example +14155550100
             */
            from: string;
        };
        ConnectMessengerDto: {
            /**
             * @description The Facebook Page id (digits).
             * @example 106540352242922
             */
            pageId: string;
            /**
             * @description A Page access token with pages_messaging. Stored encrypted, never returned.
             * @example EAAJB0ExamplePageAccessToken
             */
            pageAccessToken: string;
            /**
             * @description The Meta app's secret: verifies X-Hub-Signature-256 on webhooks. Stored encrypted, never returned.
             * @example 3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a
             */
            appSecret: string;
            /**
             * @description The token you enter as the webhook's Verify Token in the Meta app. Stored encrypted, never returned.
             * @example my-verify-token-2026
             */
            verifyToken: string;
        };
        ConnectInstagramDto: {
            /**
             * @description The Instagram professional account id (IG_ID, digits).
             * @example 17841405822304914
             */
            instagramAccountId: string;
            /**
             * @description Instagram login: an Instagram user access token with instagram_business_manage_messages. Facebook login: the Page access token of the Page linked to the account. Stored encrypted, never returned.
             * @example IGAAExampleInstagramUserAccessToken
             */
            accessToken: string;
            /**
             * @description The Meta app's secret: verifies X-Hub-Signature-256 on webhooks. Stored encrypted, never returned.
             * @example 3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a
             */
            appSecret: string;
            /**
             * @description The token you enter as the webhook's Verify Token in the Meta app. Stored encrypted, never returned.
             * @example my-verify-token-2026
             */
            verifyToken: string;
            /**
             * @description `instagram`: Instagram login (sends through graph.instagram.com as the account). `facebook`: Facebook login (sends through graph.facebook.com as the linked Page; `pageId` required).
             * @enum {string}
             */
            login: "instagram" | "facebook";
            /**
             * @description The linked Facebook Page id: required with `login: "facebook"`.
             * @example 106540352242922
             */
            pageId?: string;
            /**
             * @description The Instagram username, without @ (used for `ig.me` links).
             * @example acme.shop
             */
            username?: string;
        };
        ChannelConnectionListDto: {
            data: components["schemas"]["ChannelConnectionDto"][];
            /**
             * @description Always null.
             * @example null
             */
            nextCursor: string | null;
        };
        UnprocessedEventDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The connection whose webhook URL received it.
             */
            connectionId: string;
            /** @enum {string} */
            provider: "whatsapp" | "twilio" | "messenger" | "instagram";
            /**
             * @description Which webhook: `notification` (Meta), `inbound` or `status` (Twilio).
             * @example notification
             */
            kind: string;
            /**
             * @description Why it could not be used, in words (each reason once).
             * @example A WhatsApp message with neither a phone (`from`) nor a BSUID (`from_user_id`).
             */
            reason: string;
            /** @description The payload as received: the JSON body (Meta), or the form as `{name: [values]}` (Twilio); a body that is not JSON as its text. */
            payload: Record<string, never>;
            /** @enum {string} */
            status: "unprocessed" | "processed";
            /** @description Retries against the parser so far. */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            processedAt: string | null;
        };
        UnprocessedEventPageDto: {
            data: components["schemas"]["UnprocessedEventDto"][];
            nextCursor: string | null;
        };
        CreateCustomChannelDto: {
            /**
             * @description Unique per account (case-insensitive); `customData.customChannel` of a send names it.
             * @example livechat
             */
            name: string;
            /**
             * @description Where outbound messages are POSTed (Standard Webhooks signed). https only; addresses on this machine or in private ranges are refused unless the server runs with `ALLOW_PRIVATE_WEBHOOK_URLS=true`.
             * @example https://chat.example.com/parley/deliveries
             */
            deliveryUrl: string;
        };
        CustomChannelWithSecretDto: {
            /** Format: uuid */
            id: string;
            /** @example livechat */
            name: string;
            /** @example https://chat.example.com/parley/deliveries */
            deliveryUrl: string;
            /**
             * Format: date-time
             * @description After a rotation: until when deliveries are also signed with the previous secret.
             */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description Verifies `webhook-signature` on deliveries (Standard Webhooks: any standardwebhooks library). Shown only in this answer.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            signingSecret: string;
        };
        CustomChannelDto: {
            /** Format: uuid */
            id: string;
            /** @example livechat */
            name: string;
            /** @example https://chat.example.com/parley/deliveries */
            deliveryUrl: string;
            /**
             * Format: date-time
             * @description After a rotation: until when deliveries are also signed with the previous secret.
             */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CustomChannelPageDto: {
            data: components["schemas"]["CustomChannelDto"][];
            nextCursor: string | null;
        };
        WebhookAttemptDto: {
            /** @example 1 */
            attempt: number;
            /** @example https://hooks.example.com/parley */
            url: string;
            /**
             * @description The receiver's status; null when it did not answer.
             * @example 500
             */
            statusCode: number | null;
            /**
             * @description ms
             * @example 42
             */
            durationMs: number;
            /** @example HTTP 500 */
            error: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookDeliveryDto: {
            /**
             * @description The `webhook-id` header, the same on every attempt.
             * @example msg_2b9f0c1d4e5f46a7b8c9d0e1f2a3b4c5
             */
            id: string;
            /**
             * @description A custom channel's delivery URL, or a webhook endpoint.
             * @enum {string}
             */
            target: "custom_channel" | "endpoint";
            /** Format: uuid */
            targetId: string;
            /** @example custom_channel.message */
            eventType: string;
            /**
             * Format: uuid
             * @description The message it is about (custom-channel deliveries and message events), or null.
             */
            messageId: string | null;
            /** @enum {string} */
            status: "pending" | "delivering" | "delivered" | "failed";
            /** @example 1 */
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next attempt is due (pending only).
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            failedAt: string | null;
            attempts: components["schemas"]["WebhookAttemptDto"][];
        };
        WebhookDeliveryListDto: {
            data: components["schemas"]["WebhookDeliveryDto"][];
        };
        UpdateCustomChannelDto: {
            /** @example livechat-eu */
            name?: string;
            /** @example https://chat.example.com/parley/v2/deliveries */
            deliveryUrl?: string;
        };
        CreateTemplateDto: {
            /**
             * @description Trimmed; 1-512 lowercase letters, digits and underscores (Meta's rule, both channels). On WhatsApp, the name of the template approved by Meta.
             * @example welcome_lead
             */
            name: string;
            /**
             * @description The channel it is sent on. `messenger` and `instagram` templates are the opening messages of entry-point campaigns (sent as text within Meta’s messaging window, or as an Instagram comment’s private reply); like SMS templates they are `approved` at creation.
             * @example whatsapp
             * @enum {string}
             */
            channel: "whatsapp" | "sms" | "messenger" | "instagram";
            /**
             * @description A language code such as `en`, `en_US`, `pt_BR` (`en-us` is accepted and stored as `en_US`).
             * @example en_US
             */
            language: string;
            /**
             * @description Not blank; at most 1024 characters for WhatsApp, 1600 for SMS, 2000 for Messenger and Instagram (Meta’s text limit). Variables: `{{firstName}}` and `{{lastName}}` (spaces inside the braces allowed); any other `{{…}}` is 400 `VALIDATION_FAILED`. A missing first name renders as "there", a missing last name as nothing.
             * @example Thanks for signing up! Reply to this message to talk to us.
             */
            body: string;
            /**
             * @description Meta's category, under which a WhatsApp template is reviewed and priced: `marketing`, `utility` or `authentication`.
             * @default marketing
             * @enum {string}
             */
            category?: "marketing" | "utility" | "authentication";
        };
        TemplateDto: {
            /**
             * Format: uuid
             * @example 3c1f7a2e-5b8d-4e0a-9f6c-1d2b3a4c5e6f
             */
            id: string;
            /** @example welcome_lead */
            name: string;
            /**
             * @example whatsapp
             * @enum {string}
             */
            channel: "whatsapp" | "sms" | "messenger" | "instagram";
            /** @example en_US */
            language: string;
            /** @example Hi {{firstName}}, thanks for signing up! */
            body: string;
            /**
             * @description One entry per variable occurrence, in order of appearance: entry i fills `{{i+1}}` of the WhatsApp template.
             * @example [
             *       "firstName"
             *     ]
             */
            variables: ("firstName" | "lastName")[];
            /**
             * @description WhatsApp templates start `pending`; SMS, Messenger and Instagram templates are `approved` at once. Only `approved` templates are sent.
             * @example pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "paused" | "disabled";
            /**
             * @description Why the status last changed (provider reason or operator note), or null.
             * @example null
             */
            statusReason: string | null;
            /**
             * @example marketing
             * @enum {string}
             */
            category: "marketing" | "utility" | "authentication";
            /**
             * @description Who decided the review state: `meta` (submitted to Meta through the Cloud API; its decision arrives by webhook), `sandbox` (no WhatsApp connection: approved at once, nobody reviewed it), `operator` (a WhatsApp connection without a WhatsApp Business Account id, or `templates:review`), `none` (SMS, Messenger, Instagram: nothing to review).
             * @example meta
             * @enum {string}
             */
            review: "none" | "meta" | "sandbox" | "operator";
            /**
             * Format: date-time
             * @example 2026-11-02T08:08:57.350Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Creation or last status change.
             * @example 2026-11-02T08:08:57.350Z
             */
            updatedAt: string;
        };
        TemplatePageDto: {
            data: components["schemas"]["TemplateDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        UpdateTemplateDto: {
            /**
             * @description The new text, under the rules of `POST /v1/templates`.
             * @example Hi {{firstName}}, thanks for signing up!
             */
            body?: string;
            /**
             * @description Meta's category.
             * @enum {string}
             */
            category?: "marketing" | "utility" | "authentication";
        };
        MessagePricingDto: {
            /** @description Whether Meta bills the message (false: free, e.g. a utility template inside the 24-hour window or a free entry point). */
            billable: boolean | null;
            /**
             * @description `PMP`: per-message pricing.
             * @example PMP
             */
            pricingModel: string | null;
            /**
             * @description The category Meta bills it as, in lower case: `marketing`, `utility`, `authentication`, `authentication_international`, `service`, `referral_conversion`.
             * @example utility
             */
            category: string | null;
            /**
             * @description Meta's pricing type, in lower case: `regular`, `free_customer_service`, `free_entry_point`.
             * @example regular
             */
            type: string | null;
        };
        AdReferralDto: {
            /**
             * @description `ad` or `post`.
             * @example ad
             */
            sourceType: string | null;
            /**
             * @description The ad or post id.
             * @example 120210000000000000
             */
            sourceId: string | null;
            /** @description The ad click id (Meta's `ctwa_clid`), for attributing the conversation to the ad (Conversions API). */
            ctwaClid: string | null;
            /** @description The ad or post URL, when given. */
            sourceUrl: string | null;
            /** @description The ad's headline, when given. */
            headline: string | null;
        };
        MessageDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            conversationId: string;
            /**
             * Format: uuid
             * @description null once the contact was erased (`DELETE /v1/contacts/{id}`).
             */
            contactId: string | null;
            /**
             * @description `note`: a private note, in the thread only.
             * @enum {string}
             */
            direction: "inbound" | "outbound" | "note";
            /**
             * @description Who wrote it: the contact (inbound), a campaign (opening or follow-up), the AI bot, a person (`POST /v1/conversations/{id}/messages`; `authorName` names them), the API (custom-channel sends), the system (opt-out confirmations), or a person's private note (`POST /v1/conversations/{id}/notes`: never sent to the contact, never read by the bot).
             * @enum {string}
             */
            author: "contact" | "campaign" | "bot" | "human" | "api" | "system" | "note";
            /** @example whatsapp */
            channel: string;
            /** @example Hi Ada, thanks for signing up! */
            body: string;
            /**
             * @description Outbound: `queued` → `sent` → `delivered` → `read`, or `failed`; only forward. Inbound: `received`. A private note: `note`.
             * @enum {string}
             */
            status: "queued" | "sent" | "delivered" | "read" | "failed" | "received" | "note";
            /** @description Why it failed (the provider's or Parley's code), or null. */
            error?: {
                /** @example 131026 */
                code: string;
                /** @example Message undeliverable */
                message: string;
            } | null;
            /** Format: uuid */
            campaignId: string | null;
            /** @description The provider's message id (WhatsApp `wamid…`, Twilio `SM…`, `sandbox_…`). */
            externalId: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the provider accepted it (outbound), or null.
             */
            sentAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            readAt: string | null;
            /**
             * @description `reaction`: an emoji reaction (incoming custom-channel messages).
             * @enum {string}
             */
            messageType: "text" | "reaction";
            /**
             * Format: uuid
             * @description The message a reaction is about, when it could be found.
             */
            reactsToMessageId: string | null;
            /** @description The sender's extra fields of an incoming custom-channel message: `toId`, `channel` (source label), `status`. */
            metadata: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description The person who wrote a `human` reply (a signed-in session: docs/conversations.md#authors) or a `note`; null for every other author, and for replies sent with an API key.
             */
            authorUserId: string | null;
            /**
             * @description That person's name now; null when there is none or they were removed.
             * @example Sam Rivera
             */
            authorName: string | null;
            /** @description WhatsApp: what Meta says the message costs, from its status webhooks' `pricing` (docs/channels.md#whatsapp-pricing); null until reported, and on other channels. */
            pricing: components["schemas"]["MessagePricingDto"] | null;
            /** @description WhatsApp inbound: the Click-to-WhatsApp ad or Page call-to-action it came from (Meta's `referral`: docs/channels.md#click-to-whatsapp-ads), else null. */
            referral: components["schemas"]["AdReferralDto"] | null;
        };
        MessagePageDto: {
            data: components["schemas"]["MessageDto"][];
            nextCursor: string | null;
        };
        InboxContactDto: {
            firstName: string | null;
            lastName: string | null;
            /** @example +14155552671 */
            phone: string | null;
            email: string | null;
        };
        InboxLastMessageDto: {
            /** @enum {string} */
            direction: "inbound" | "outbound";
            /** @enum {string} */
            author: "contact" | "campaign" | "bot" | "human" | "api" | "system";
            /** @description The first 200 characters. */
            body: string;
            status: string;
            /** Format: date-time */
            createdAt: string;
        };
        FreeEntryPointDto: {
            /** @description Whether it is still open now. */
            open: boolean;
            /**
             * Format: date-time
             * @description 72 hours after the business answered the ad referral.
             */
            expiresAt: string;
        };
        ConversationWindowDto: {
            /** @description Whether free text may be sent now. */
            open: boolean;
            /**
             * Format: date-time
             * @description When it closes (WhatsApp, Messenger, Instagram: 24 h after the last inbound message), or null (no window, or the contact never wrote).
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Messenger and Instagram: until when a person (never the bot) may still answer, with the `HUMAN_AGENT` tag (7 days after the last inbound message); null on other channels.
             */
            humanReplyUntil: string | null;
            /** @description WhatsApp: the 72-hour free entry-point window. A conversation that came from a Click-to-WhatsApp ad or a Page call-to-action (its first `referral`) and that the business answered within 24 hours has 72 hours from that answer in which Meta bills no message, templates included (docs/channels.md#free-entry-point-window). null when it does not apply (no referral, not answered yet, answered later than 24 h, other channels). Free text still needs the 24-hour window (`open`). */
            freeEntryPoint: components["schemas"]["FreeEntryPointDto"] | null;
        };
        InboxItemDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description null once the contact was erased (`DELETE /v1/contacts/{id}`).
             */
            contactId: string | null;
            contact: components["schemas"]["InboxContactDto"];
            /** @enum {string} */
            channel: "whatsapp" | "sms" | "messenger" | "instagram" | "custom";
            /**
             * Format: uuid
             * @description The custom channel of a `custom` conversation.
             */
            customChannelId: string | null;
            /**
             * @description Who answers the contact: the AI bot, a person, or nobody.
             * @enum {string}
             */
            owner: "bot" | "human" | "closed";
            /** Format: uuid */
            campaignId: string | null;
            lastMessage: components["schemas"]["InboxLastMessageDto"] | null;
            /** Format: date-time */
            lastMessageAt: string | null;
            /**
             * Format: date-time
             * @description When the contact last wrote (the start of the messaging window), or null.
             */
            lastInboundAt: string | null;
            /**
             * Format: date-time
             * @description When a person last marked it read (`POST …/read`), or null.
             */
            lastReadAt: string | null;
            /**
             * @description Inbound messages recorded since a person last marked it read (`POST …/read`), counted when they arrive.
             * @example 2
             */
            unreadCount: number;
            /**
             * Format: uuid
             * @description The person of the account who follows it, or null. A person who replies to an unassigned conversation becomes its assignee.
             */
            assigneeId: string | null;
            /**
             * @description The assignee's name.
             * @example Sam Rivera
             */
            assigneeName: string | null;
            /**
             * Format: date-time
             * @description Snoozed until then (out of "Waiting for a person"), or null. The contact writing wakes it (null again); a time in the past means it woke up.
             */
            snoozedUntil: string | null;
            /** @description The channel's messaging window now: WhatsApp free text only within 24 h of the contact's last inbound message (else 409 `WINDOW_CLOSED`; an approved template is always allowed); Messenger and Instagram free text within 24 h, a person up to `humanReplyUntil`; SMS and custom channels have none (`open: true, expiresAt: null`). */
            window: components["schemas"]["ConversationWindowDto"];
            /** @description WhatsApp: the first Click-to-WhatsApp ad or Page call-to-action `referral` the conversation received (docs/channels.md#click-to-whatsapp-ads); each message keeps its own. null when none. */
            referral: components["schemas"]["AdReferralDto"] | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last change: a message, the owner, a read. The inbox is ordered by the last message (`lastMessageAt`, else `createdAt`).
             */
            updatedAt: string;
        };
        InboxPageDto: {
            data: components["schemas"]["InboxItemDto"][];
            nextCursor: string | null;
        };
        InboxCountDto: {
            /**
             * @description Conversations matching the filters.
             * @example 3
             */
            count: number;
        };
        ConversationDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description null once the contact was erased (`DELETE /v1/contacts/{id}`).
             */
            contactId: string | null;
            contact: components["schemas"]["InboxContactDto"];
            /** @enum {string} */
            channel: "whatsapp" | "sms" | "messenger" | "instagram" | "custom";
            /**
             * Format: uuid
             * @description The custom channel of a `custom` conversation.
             */
            customChannelId: string | null;
            /**
             * @description Who answers the contact: the AI bot, a person, or nobody.
             * @enum {string}
             */
            owner: "bot" | "human" | "closed";
            /** Format: uuid */
            campaignId: string | null;
            lastMessage: components["schemas"]["InboxLastMessageDto"] | null;
            /** Format: date-time */
            lastMessageAt: string | null;
            /**
             * Format: date-time
             * @description When the contact last wrote (the start of the messaging window), or null.
             */
            lastInboundAt: string | null;
            /**
             * Format: date-time
             * @description When a person last marked it read (`POST …/read`), or null.
             */
            lastReadAt: string | null;
            /**
             * @description Inbound messages recorded since a person last marked it read (`POST …/read`), counted when they arrive.
             * @example 2
             */
            unreadCount: number;
            /**
             * Format: uuid
             * @description The person of the account who follows it, or null. A person who replies to an unassigned conversation becomes its assignee.
             */
            assigneeId: string | null;
            /**
             * @description The assignee's name.
             * @example Sam Rivera
             */
            assigneeName: string | null;
            /**
             * Format: date-time
             * @description Snoozed until then (out of "Waiting for a person"), or null. The contact writing wakes it (null again); a time in the past means it woke up.
             */
            snoozedUntil: string | null;
            /** @description The channel's messaging window now: WhatsApp free text only within 24 h of the contact's last inbound message (else 409 `WINDOW_CLOSED`; an approved template is always allowed); Messenger and Instagram free text within 24 h, a person up to `humanReplyUntil`; SMS and custom channels have none (`open: true, expiresAt: null`). */
            window: components["schemas"]["ConversationWindowDto"];
            /** @description WhatsApp: the first Click-to-WhatsApp ad or Page call-to-action `referral` the conversation received (docs/channels.md#click-to-whatsapp-ads); each message keeps its own. null when none. */
            referral: components["schemas"]["AdReferralDto"] | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last change: a message, the owner, a read. The inbox is ordered by the last message (`lastMessageAt`, else `createdAt`).
             */
            updatedAt: string;
            /** @description The 100 most recent messages, private notes included (`author: "note"`), oldest first. */
            messages: components["schemas"]["MessageDto"][];
        };
        UpdateConversationDto: {
            /**
             * @description `human`: a person answers and the bot stays silent (also: reopen a closed conversation); `closed`: nobody answers (and it is no longer snoozed); `bot`: the bot answers again.
             * @example human
             * @enum {string}
             */
            owner?: "bot" | "human" | "closed";
            /**
             * Format: uuid
             * @description Who follows it: a person of the account (`GET /v1/users`), or null to unassign. Another account's person: 404 `USER_NOT_FOUND`.
             */
            assigneeId?: string | null;
            /**
             * Format: date-time
             * @description Snooze: the conversation leaves "Waiting" until then (a future time, at most a year ahead), or until the contact writes, which wakes it. null wakes it now.
             */
            snoozedUntil?: string | null;
        };
        HumanReplyDto: {
            /**
             * @description Free text. On WhatsApp only within 24 h of the contact’s last message.
             * @example Hi Ada, this is Sam from the team. How can I help?
             */
            body?: string;
            /**
             * Format: uuid
             * @description An approved template of the conversation's channel; allowed at any time.
             */
            templateId?: string;
        };
        CreateNoteDto: {
            /**
             * @description The note, for the account's people only.
             * @example Called her back: the order ships Monday.
             */
            body: string;
        };
        SavedReplyDto: {
            /** Format: uuid */
            id: string;
            /** @example hours */
            shortcut: string;
            /** @example Hi {{firstName}}, we are open 9-17, Monday to Friday. */
            body: string;
            /**
             * @description The body for the contact of `conversationId` (a missing first name reads "there"); null without it.
             * @example Hi Ada, we are open 9-17, Monday to Friday.
             */
            rendered: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SavedReplyListDto: {
            data: components["schemas"]["SavedReplyDto"][];
        };
        CreateSavedReplyDto: {
            /**
             * @description What is typed after `/` in the composer: 1-32 of a-z, 0-9, `_`, `-`; unique in the account.
             * @example hours
             */
            shortcut: string;
            /**
             * @description The text; `{{firstName}}` and `{{lastName}}` are filled for the contact.
             * @example Hi {{firstName}}, we are open 9-17, Monday to Friday.
             */
            body: string;
        };
        UpdateSavedReplyDto: {
            /** @example hours */
            shortcut?: string;
            body?: string;
        };
        EntryPointsDto: {
            /**
             * @description The `ref` of the campaign’s link: `https://m.me/<pageId>?ref=<ref>` (Messenger) or `https://ig.me/m/<username>?ref=<ref>` (Instagram); see `entryLinks`. Matched exactly against the referral Meta sends (`postback.referral`, a `referral` event, or the referral of the first message).
             * @example spring
             */
            ref?: string;
            /**
             * @description Click-to-Messenger / click-to-Instagram-Direct ads: a referral whose `ad_id` is one of these starts the campaign.
             * @example [
             *       "120210000000000001"
             *     ]
             */
            adIds?: string[];
            /**
             * @description Instagram only (comment-to-DM): a comment on the account’s media that contains one of these (case-insensitive) gets the opening message as a private reply (`recipient: {comment_id}`): one per comment, within 7 days of it, at most `META_PRIVATE_REPLIES_PER_HOUR` (Meta: 750) per hour per account, the rest waiting for a slot.
             * @example [
             *       "spring",
             *       "deal"
             *     ]
             */
            commentKeywords?: string[];
            /**
             * @description Instagram only, with `commentKeywords`: only comments on these media (posts, reels) count; any media when absent.
             * @example [
             *       "18023345678901234"
             *     ]
             */
            mediaIds?: string[];
        };
        FollowUpDto: {
            /** @example 1440 */
            afterMinutes: number;
            /**
             * Format: uuid
             * @description A template of the campaign channel; on WhatsApp it must be approved when sent.
             */
            templateId: string;
        };
        BotFaqEntryDto: {
            /** @example How much does the course cost? */
            question: string;
            /** @example The course is 199 EUR, with a 14-day refund guarantee. */
            answer: string;
        };
        BotSettingsDto: {
            /** @description Question/answer pairs. The rule-based bot (no model configured) answers with the pair whose question shares the most keywords with the message; a model sees them in its instructions. */
            faq?: components["schemas"]["BotFaqEntryDto"][];
            /** @default true */
            enabled?: boolean;
            /** @description The bot's instructions (system prompt) for this campaign's conversations. */
            instructions?: string | null;
        };
        QuietHoursDto: {
            /**
             * @description Local time (24-hour `HH:MM`) from which sends wait; a send due at it waits.
             * @example 21:00
             */
            start: string;
            /**
             * @description Local time (24-hour `HH:MM`) at which waiting sends go; before `start` means the next morning. Must differ from `start`.
             * @example 08:00
             */
            end: string;
        };
        CreateCampaignDto: {
            /**
             * @description Changeable only while the campaign is not live.
             * @enum {string}
             */
            type?: "combined" | "outgoing" | "incoming";
            /**
             * @description Defaults to the opening template's channel, else whatsapp. Changeable only while not live. `whatsapp` and `sms` campaigns start from list additions (`listId`); `messenger` and `instagram` campaigns start from `entryPoints` (nobody may be messaged first there).
             * @enum {string}
             */
            channel?: "whatsapp" | "sms" | "messenger" | "instagram";
            /**
             * Format: uuid
             * @description The linked list (WhatsApp and SMS). Changeable only while not live. A Messenger or Instagram campaign with a list is 400 `VALIDATION_FAILED` naming `listId`.
             */
            listId?: string | null;
            /** @description Messenger and Instagram only (400 `VALIDATION_FAILED` naming `entryPoints` on WhatsApp/SMS): what starts the campaign. When a live campaign’s entry point is reached, the person is enrolled once (ever) and gets the opening template at once (after `openingDelaySeconds`), then the campaign’s bot carries on. One event starts one campaign: the earliest launched live campaign that matches. Changeable only while not live; `null` clears them. */
            entryPoints?: components["schemas"]["EntryPointsDto"] | null;
            /**
             * Format: uuid
             * @description The opening template (same channel). Changeable only while not live.
             */
            openingTemplateId?: string | null;
            /**
             * @description List additions enrol contacts (WhatsApp and SMS; ignored on Messenger and Instagram).
             * @default true
             */
            triggerOnNewContacts?: boolean;
            /** @default 20 */
            throttlePerMinute?: number;
            /**
             * @description Seconds between enrolment and the opening message; 900-1200 lets a contact who writes first enter the incoming flow (docs/campaigns.md#skip-reasons).
             * @default 0
             */
            openingDelaySeconds?: number;
            followUps?: components["schemas"]["FollowUpDto"][];
            bot?: components["schemas"]["BotSettingsDto"];
            /** @description Quiet hours: an opening or follow-up due between `start` and `end` on the contact's local clock waits until `end` (it is not skipped, and the campaign's other sends go on). The contact's time zone is the one zone of their phone number (libphonenumber's data), else the account's `timeZone`. Default on for `sms` campaigns (21:00-08:00, the US TCPA hours), null (none) for other channels; null turns them off. `start` equal to `end` is 400 `VALIDATION_FAILED` naming `quietHours`. See docs/campaigns.md#quiet-hours. */
            quietHours?: components["schemas"]["QuietHoursDto"] | null;
            /** @example Webinar leads */
            name: string;
        };
        CampaignStatsDto: {
            /** @description Contacts ever enrolled. */
            enrolled: number;
            /** @description Waiting for their opening message (or being sent). */
            pending: number;
            /** @description Opening message sent (including those who replied since). */
            sent: number;
            /** @description Opening messages the provider reported delivered (or read since). */
            delivered: number;
            /** @description Opening messages the provider reported read. */
            read: number;
            /** @description Not sent, with a reason (docs/campaigns.md#skip-reasons). */
            skipped: number;
            /**
             * @description Skipped openings by reason: `campaign_not_live`, `template_not_approved`, `no_phone` (WhatsApp/SMS contact without a phone, e.g. a Messenger person added to a list), `no_channel_identity` (Messenger/Instagram: no PSID/IGSID on the connected Page or account), `opted_out`, `contact_messaged_first`, `comment_already_answered` (Meta allows one private reply per comment), `window_closed` (Meta’s window closed before the send: 24 h after the person’s last message, 7 days after a comment), `marketing_limit_reached` (WhatsApp 131049: Meta’s per-person marketing limit; never retried, and marketing templates to that person wait 24 h: docs/campaigns.md#marketing-limit), `contact_erased`, `campaign_archived`.
             * @example {
             *       "opted_out": 2,
             *       "no_phone": 1
             *     }
             */
            skippedReasons: {
                [key: string]: number;
            };
            /** @description The provider refused the opening message. */
            failed: number;
            /** @description Replied after the opening message. */
            replied: number;
            /** @description Openings and follow-ups waiting for the end of quiet hours in the contact's local time (docs/campaigns.md#quiet-hours); they are also counted in `pending` (openings). */
            waitingForQuietHours: number;
            /**
             * @description WhatsApp: the campaign's messages (openings and follow-ups) Meta reported billable, by the category it bills them as (`marketing`, `utility`, `authentication`, `authentication_international`, `service`; `unknown` when Meta named none), from the status webhooks' `pricing` (docs/channels.md#whatsapp-pricing). Messages not reported yet are not counted.
             * @example {
             *       "marketing": 40,
             *       "utility": 3
             *     }
             */
            billable: {
                [key: string]: number;
            };
            /**
             * @description WhatsApp: messages Meta reported free (`billable: false`, e.g. a utility template inside the 24-hour window or a free entry point), by category.
             * @example {
             *       "utility": 5
             *     }
             */
            free: {
                [key: string]: number;
            };
        };
        CampaignDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            type: "combined" | "outgoing" | "incoming";
            /** @enum {string} */
            channel: "whatsapp" | "sms" | "messenger" | "instagram";
            /** Format: uuid */
            listId: string | null;
            /** @description Messenger/Instagram: what starts the campaign; null on WhatsApp/SMS. */
            entryPoints: components["schemas"]["EntryPointsDto"] | null;
            /** Format: uuid */
            openingTemplateId: string | null;
            triggerOnNewContacts: boolean;
            throttlePerMinute: number;
            openingDelaySeconds: number;
            followUps: components["schemas"]["FollowUpDto"][];
            bot: components["schemas"]["BotSettingsDto"];
            /** @description Quiet hours: an opening or follow-up due between `start` and `end` on the contact's local clock waits until `end` (it is not skipped, and the campaign's other sends go on). The contact's time zone is the one zone of their phone number (libphonenumber's data), else the account's `timeZone`. Default on for `sms` campaigns (21:00-08:00, the US TCPA hours), null (none) for other channels; null turns them off. `start` equal to `end` is 400 `VALIDATION_FAILED` naming `quietHours`. See docs/campaigns.md#quiet-hours. */
            quietHours: components["schemas"]["QuietHoursDto"] | null;
            /** @enum {string} */
            status: "draft" | "live" | "paused" | "archived";
            /** @description Why the campaign was paused by Parley (e.g. `template_paused`), or null. */
            pauseReason: string | null;
            /**
             * Format: date-time
             * @description When it last went live.
             */
            liveSince: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description On `GET /v1/campaigns/{id}` and on each item of `GET /v1/campaigns`. */
            stats?: components["schemas"]["CampaignStatsDto"];
            /**
             * @description Messenger/Instagram campaigns with a `ref`, on `GET /v1/campaigns/{id}` and `GET /v1/campaigns`: the links that open the conversation, `https://m.me/<pageId>?ref=<ref>` or `https://ig.me/m/<username>?ref=<ref>` (only when the Instagram connection has a `username`); empty when the channel is not connected. Absent on WhatsApp/SMS campaigns.
             * @example [
             *       "https://m.me/106540352242922?ref=spring"
             *     ]
             */
            entryLinks?: string[];
        };
        CampaignPageDto: {
            data: components["schemas"]["CampaignDto"][];
            nextCursor: string | null;
        };
        UpdateCampaignDto: {
            /** @example Webinar leads */
            name?: string;
            /**
             * @description Changeable only while the campaign is not live.
             * @enum {string}
             */
            type?: "combined" | "outgoing" | "incoming";
            /**
             * @description Defaults to the opening template's channel, else whatsapp. Changeable only while not live. `whatsapp` and `sms` campaigns start from list additions (`listId`); `messenger` and `instagram` campaigns start from `entryPoints` (nobody may be messaged first there).
             * @enum {string}
             */
            channel?: "whatsapp" | "sms" | "messenger" | "instagram";
            /**
             * Format: uuid
             * @description The linked list (WhatsApp and SMS). Changeable only while not live. A Messenger or Instagram campaign with a list is 400 `VALIDATION_FAILED` naming `listId`.
             */
            listId?: string | null;
            /** @description Messenger and Instagram only (400 `VALIDATION_FAILED` naming `entryPoints` on WhatsApp/SMS): what starts the campaign. When a live campaign’s entry point is reached, the person is enrolled once (ever) and gets the opening template at once (after `openingDelaySeconds`), then the campaign’s bot carries on. One event starts one campaign: the earliest launched live campaign that matches. Changeable only while not live; `null` clears them. */
            entryPoints?: components["schemas"]["EntryPointsDto"] | null;
            /**
             * Format: uuid
             * @description The opening template (same channel). Changeable only while not live.
             */
            openingTemplateId?: string | null;
            /**
             * @description List additions enrol contacts (WhatsApp and SMS; ignored on Messenger and Instagram).
             * @default true
             */
            triggerOnNewContacts?: boolean;
            /** @default 20 */
            throttlePerMinute?: number;
            /**
             * @description Seconds between enrolment and the opening message; 900-1200 lets a contact who writes first enter the incoming flow (docs/campaigns.md#skip-reasons).
             * @default 0
             */
            openingDelaySeconds?: number;
            followUps?: components["schemas"]["FollowUpDto"][];
            bot?: components["schemas"]["BotSettingsDto"];
            /** @description Quiet hours: an opening or follow-up due between `start` and `end` on the contact's local clock waits until `end` (it is not skipped, and the campaign's other sends go on). The contact's time zone is the one zone of their phone number (libphonenumber's data), else the account's `timeZone`. Default on for `sms` campaigns (21:00-08:00, the US TCPA hours), null (none) for other channels; null turns them off. `start` equal to `end` is 400 `VALIDATION_FAILED` naming `quietHours`. See docs/campaigns.md#quiet-hours. */
            quietHours?: components["schemas"]["QuietHoursDto"] | null;
        };
        LaunchCampaignDto: {
            /**
             * @description Also enrol the people already in the campaign's list (combined and outgoing campaigns), through the campaign's throttle like any addition: the app's "Also send to the N people already in the list". Without it, only contacts added from now on are enrolled.
             * @default false
             */
            includeExistingMembers?: boolean;
        };
        LaunchWarningDto: {
            /**
             * @description `US_MARKETING_NOT_DELIVERED`: a WhatsApp campaign whose opening template is `marketing` and whose list has +1 numbers; Meta has not delivered marketing templates to US numbers since 1 April 2025.
             * @enum {string}
             */
            code: "US_MARKETING_NOT_DELIVERED";
            /** @description The warning in words, for people. */
            message: string;
            /** @description How many contacts it concerns (list members with a +1 phone). */
            count: number;
        };
        LaunchedCampaignDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            type: "combined" | "outgoing" | "incoming";
            /** @enum {string} */
            channel: "whatsapp" | "sms" | "messenger" | "instagram";
            /** Format: uuid */
            listId: string | null;
            /** @description Messenger/Instagram: what starts the campaign; null on WhatsApp/SMS. */
            entryPoints: components["schemas"]["EntryPointsDto"] | null;
            /** Format: uuid */
            openingTemplateId: string | null;
            triggerOnNewContacts: boolean;
            throttlePerMinute: number;
            openingDelaySeconds: number;
            followUps: components["schemas"]["FollowUpDto"][];
            bot: components["schemas"]["BotSettingsDto"];
            /** @description Quiet hours: an opening or follow-up due between `start` and `end` on the contact's local clock waits until `end` (it is not skipped, and the campaign's other sends go on). The contact's time zone is the one zone of their phone number (libphonenumber's data), else the account's `timeZone`. Default on for `sms` campaigns (21:00-08:00, the US TCPA hours), null (none) for other channels; null turns them off. `start` equal to `end` is 400 `VALIDATION_FAILED` naming `quietHours`. See docs/campaigns.md#quiet-hours. */
            quietHours: components["schemas"]["QuietHoursDto"] | null;
            /** @enum {string} */
            status: "draft" | "live" | "paused" | "archived";
            /** @description Why the campaign was paused by Parley (e.g. `template_paused`), or null. */
            pauseReason: string | null;
            /**
             * Format: date-time
             * @description When it last went live.
             */
            liveSince: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description On `GET /v1/campaigns/{id}` and on each item of `GET /v1/campaigns`. */
            stats?: components["schemas"]["CampaignStatsDto"];
            /**
             * @description Messenger/Instagram campaigns with a `ref`, on `GET /v1/campaigns/{id}` and `GET /v1/campaigns`: the links that open the conversation, `https://m.me/<pageId>?ref=<ref>` or `https://ig.me/m/<username>?ref=<ref>` (only when the Instagram connection has a `username`); empty when the channel is not connected. Absent on WhatsApp/SMS campaigns.
             * @example [
             *       "https://m.me/106540352242922?ref=spring"
             *     ]
             */
            entryLinks?: string[];
            /** @description What may not go as expected (docs/campaigns.md#launch-warnings); the campaign is live all the same. Empty when nothing applies. */
            warnings: components["schemas"]["LaunchWarningDto"][];
        };
        SendCustomDataDto: {
            /**
             * @description The contact's id on your platform.
             * @example visitor-8841
             */
            fromId: string;
            /**
             * @description The name of one of your custom channels.
             * @example livechat
             */
            customChannel: string;
            /** @example Hi Ada, your demo is booked for Tuesday. */
            body: string;
            /**
             * Format: uuid
             * @description Routes the message (and its conversation) to this campaign.
             */
            campaignId?: string;
            /**
             * @description Used when the contact is created.
             * @example Ada
             */
            firstName?: string;
            /**
             * @description Used when the contact is created.
             * @example Lovelace
             */
            lastName?: string;
            /**
             * @description Used when the contact is created.
             * @example ada@example.com
             */
            email?: string;
        };
        SendCustomChannelMessageDto: {
            customData: components["schemas"]["SendCustomDataDto"];
        };
        SentCustomChannelMessageDto: {
            /**
             * Format: uuid
             * @description The message id (`GET /v1/messages/{id}`).
             */
            id: string;
            /**
             * @description `queued`: it is being delivered. `failed` only when a sub-account has too few credits (`error.code` `INSUFFICIENT_CREDITS`): recorded, not delivered.
             * @enum {string}
             */
            status: "queued" | "failed";
            /** Format: uuid */
            contactId: string;
            /** Format: uuid */
            conversationId: string;
            /** @description Present when `status` is `failed`. */
            error?: {
                /** @example INSUFFICIENT_CREDITS */
                code?: string;
                message?: string;
            };
        };
        IncomingCustomDataDto: {
            /**
             * @description Unique message id in your system: a repeat is recognised by it. Required unless `id` is given.
             * @example lc-msg-000123
             */
            messageSid?: string;
            /**
             * @description Accepted in place of `messageSid`.
             * @example lc-msg-000123
             */
            id?: string;
            /**
             * @description The sender's id in your system.
             * @example visitor-8841
             */
            fromId: string;
            /**
             * @description The business identifier. When it is the name or id of one of your custom channels, the message belongs to that channel; otherwise to your only custom channel, if you have exactly one.
             * @example livechat
             */
            toId: string;
            /** @example Is the demo still on for Tuesday? */
            body: string;
            /**
             * @description Label of the source (email, livechat, custom…), kept in `metadata`.
             * @example livechat
             */
            channel?: string;
            /**
             * @description Kept in `metadata`.
             * @default received
             * @example received
             */
            status?: string;
            /**
             * @description For a reaction: the message reacted to (its Parley id, or the id your system knows it by).
             * @example lc-msg-000122
             */
            reactsTo?: string;
            /**
             * @description Names the custom channel explicitly (404 `CHANNEL_NOT_FOUND` when unknown).
             * @example livechat
             */
            customChannel?: string;
        };
        IncomingCustomChannelMessageDto: {
            customData: components["schemas"]["IncomingCustomDataDto"];
            /**
             * @description `reaction`: an emoji reaction (`body` is the emoji); it does not wake the bot.
             * @default text
             * @enum {string}
             */
            messageType?: "text" | "reaction";
        };
        ReceivedCustomChannelMessageDto: {
            /**
             * Format: uuid
             * @description The message id (of the first recording, for a repeat).
             */
            id: string;
            /** @example false */
            duplicate: boolean;
        };
        CreateSubAccountDto: {
            /**
             * @description Trimmed; 1-200 characters.
             * @example Bright Dental
             */
            name: string;
            /**
             * Format: email
             * @description Unique among the agency's sub-accounts, compared case-insensitively (409 `CONFLICT` otherwise). Grants name the sub-account by it.
             * @example client@agency.test
             */
            email: string;
        };
        AutoRechargeDto: {
            /** @example true */
            enabled: boolean;
            /**
             * @description Credits.
             * @example 20
             */
            threshold: number;
            /**
             * @description Credits.
             * @example 100
             */
            amount: number;
            /**
             * @description The `idempotency_key` of the auto-recharge event sent for the current crossing below the threshold; null when no event is outstanding.
             * @example null
             */
            pendingIdempotencyKey: string | null;
        };
        CreatedSubAccountDto: {
            /**
             * Format: uuid
             * @example 3f2c9a1e-6b7d-4e8f-a0b1-c2d3e4f5a6b7
             */
            id: string;
            /** @example Bright Dental */
            name: string;
            /** @example client@agency.test */
            email: string;
            /**
             * Format: uuid
             * @example 0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b
             */
            agencyId: string;
            /**
             * @description Credits (exact, at most 2 decimals).
             * @example 42.5
             */
            balance: number;
            autoRecharge: components["schemas"]["AutoRechargeDto"];
            /**
             * Format: date-time
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
            /**
             * @description The sub-account's API key. Shown once; store it now. Absent when the agency calls with the app's session cookie: the app never holds an API key (the sub-account's key is generated later with `POST /v1/account/api-key`).
             * @example pk_3q2-7wEvA0Zx9fJYbq1hH8cX4m0uQm2mJ0y5sVbq7kE
             */
            apiKey?: string;
        };
        SubAccountDto: {
            /**
             * Format: uuid
             * @example 3f2c9a1e-6b7d-4e8f-a0b1-c2d3e4f5a6b7
             */
            id: string;
            /** @example Bright Dental */
            name: string;
            /** @example client@agency.test */
            email: string;
            /**
             * Format: uuid
             * @example 0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b
             */
            agencyId: string;
            /**
             * @description Credits (exact, at most 2 decimals).
             * @example 42.5
             */
            balance: number;
            autoRecharge: components["schemas"]["AutoRechargeDto"];
            /**
             * Format: date-time
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
        };
        SubAccountPageDto: {
            data: components["schemas"]["SubAccountDto"][];
            nextCursor: string | null;
        };
        GrantCreditsDto: {
            /**
             * Format: email
             * @description Email of one of the calling agency's sub-accounts (compared case-insensitively). Any other email, including another agency's sub-account, is 404 `SUBACCOUNT_NOT_FOUND`.
             * @example client@agency.test
             */
            email: string;
            /**
             * @description Credits to add: a JSON number (not a string), greater than 0, at most 2 decimal places, at most 1,000,000. Anything else is 400 `VALIDATION_FAILED` (detail on `amount`) and changes nothing.
             * @example 100
             */
            amount: number;
            /**
             * @description Shown with the grant in the credit transaction history.
             * @example Card payment for the auto-recharge of 2026-01-15
             */
            description?: string;
            /**
             * @description Unique per sub-account, forever: a grant repeating it adds nothing and answers the first grant's `credits_added` and `new_balance` again (even with another amount). Answering an auto-recharge event, send its `idempotency_key` here.
             * @example ar_5b1f0a52-8f6e-4f0f-9a63-0c2e7d4b9a11
             */
            idempotency_key?: string;
        };
        GrantCreditsResultDto: {
            /**
             * @example true
             * @enum {boolean}
             */
            success: true;
            /**
             * Format: uuid
             * @example 3f2c9a1e-6b7d-4e8f-a0b1-c2d3e4f5a6b7
             */
            sub_account_id: string;
            /**
             * @description Credits the grant added (for a repeated `idempotency_key`: the first grant's).
             * @example 100
             */
            credits_added: number;
            /**
             * @description Balance right after the grant (for a repeated `idempotency_key`: as the first grant answered).
             * @example 142.5
             */
            new_balance: number;
        };
        AutoRechargeSettingsDto: {
            /**
             * @description Whether auto-recharge events are sent.
             * @example true
             */
            enabled?: boolean;
            /**
             * @description Credits. When a message debit leaves the balance below this, one `subaccount.auto_recharge` event goes to the agency; the next one only after a grant brings the balance back to the threshold or above. A JSON number ≥ 0, at most 2 decimals.
             * @example 20
             */
            threshold?: number;
            /**
             * @description Credits the event asks the agency to grant. A JSON number > 0, at most 2 decimals; required (here or already stored) when `enabled` is true.
             * @example 100
             */
            amount?: number;
        };
        UpdateSubAccountDto: {
            autoRecharge: components["schemas"]["AutoRechargeSettingsDto"];
        };
        CreditTransactionDto: {
            /**
             * Format: uuid
             * @example 7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6
             */
            id: string;
            /**
             * @description `grant`: credits added by the agency; `debit`: one outbound message; `reversal`: a correction.
             * @example grant
             * @enum {string}
             */
            kind: "grant" | "debit" | "reversal";
            /**
             * @description Credits, signed: positive for a grant, negative for a debit.
             * @example 100
             */
            amount: number;
            /**
             * @description Balance right after this row, credits.
             * @example 142.5
             */
            balanceAfter: number;
            /**
             * @description The grant's description.
             * @example Card payment for the auto-recharge of 2026-01-15
             */
            description: string | null;
            /**
             * @description The grant's `idempotency_key`.
             * @example ar_5b1f0a52-8f6e-4f0f-9a63-0c2e7d4b9a11
             */
            idempotencyKey: string | null;
            /**
             * Format: uuid
             * @description The message a debit paid for.
             * @example null
             */
            messageId: string | null;
            /**
             * Format: date-time
             * @example 2026-01-15T09:30:00.000Z
             */
            createdAt: string;
        };
        CreditTransactionPageDto: {
            data: components["schemas"]["CreditTransactionDto"][];
            nextCursor: string | null;
        };
        AccountCreditsDto: {
            /**
             * @description Credits now (exact, at most 2 decimals).
             * @example 42.5
             */
            balance: number;
            /** @description What the agency set: below `threshold` the agency is asked to grant `amount` (docs/ledger.md#auto-recharge). */
            autoRecharge: components["schemas"]["AutoRechargeDto"];
        };
        CreateWebhookEndpointDto: {
            /**
             * @description Where events are POSTed. https only; addresses on this machine or in private ranges are refused unless the server runs with `ALLOW_PRIVATE_WEBHOOK_URLS=true`.
             * @example https://hooks.example.com/parley
             */
            url: string;
            /**
             * @description The events to receive.
             * @example [
             *       "message.status_changed",
             *       "conversation.handed_off"
             *     ]
             */
            events: ("message.created" | "message.status_changed" | "conversation.updated" | "conversation.handed_off" | "subaccount.auto_recharge" | "contact.erased" | "channel.auth_failed")[];
            /** @example CRM sync */
            description?: string;
        };
        CreatedWebhookEndpointDto: {
            /** Format: uuid */
            id: string;
            /** @example https://hooks.example.com/parley */
            url: string;
            events: ("message.created" | "message.status_changed" | "conversation.updated" | "conversation.handed_off" | "subaccount.auto_recharge" | "contact.erased" | "channel.auth_failed")[];
            description: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Verifies the `webhook-signature` header (Standard Webhooks; any standardwebhooks library). Shown only in this answer.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            signingSecret: string;
        };
        WebhookEndpointDto: {
            /** Format: uuid */
            id: string;
            /** @example https://hooks.example.com/parley */
            url: string;
            events: ("message.created" | "message.status_changed" | "conversation.updated" | "conversation.handed_off" | "subaccount.auto_recharge" | "contact.erased" | "channel.auth_failed")[];
            description: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookEndpointPageDto: {
            data: components["schemas"]["WebhookEndpointDto"][];
            nextCursor: string | null;
        };
    };
    responses: never;
    parameters: {
        /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
        "Idempotency-Key": string;
    };
    requestBodies: never;
    headers: {
        /** @description The request id: the client-sent `X-Request-Id` when well formed, else a UUID. Also in the error body and in every log line. */
        "X-Request-Id": string;
        /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency answers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example ok
                         * @enum {string}
                         */
                        status: "ok";
                    };
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    updateAccountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccountSettingsDto"];
            };
        };
        responses: {
            /** @description The account with its new settings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key, shown once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description Signed in as the new owner. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description With `SMTP_URL`: check your email to continue. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupPendingDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, SIGNUP_CLOSED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    confirmSignup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the mailed link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in as the new owner. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SIGNUP_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVALID_CREDENTIALS */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: HTTPS_REQUIRED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestPasswordResetDto"];
            };
        };
        responses: {
            /** @description The same answer for every email. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestedDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the reset link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            /** @description Password set; every session of the person ended. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PASSWORD_RESET_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    showInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the invitation's link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationViewDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVITATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the invitation's link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationDto"];
            };
        };
        responses: {
            /** @description Joined and signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVALID_CREDENTIALS */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, CSRF_ORIGIN_MISMATCH */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVITATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listMyAccounts: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SESSION_REQUIRED, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    switchAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchAccountDto"];
            };
        };
        responses: {
            /** @description The person, with their role, in the account switched to. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SESSION_REQUIRED, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: ACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteUserDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitationDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SESSION_REQUIRED, OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    issuePasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetLinkDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SESSION_REQUIRED, OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    removeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVITATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsSearch: {
        parameters: {
            query?: {
                /** @description Look up by phone, normalised as on create. An unencoded `+` (which arrives as a space) is understood. `phone_number` and `phone` are accepted as aliases. */
                phoneNumber?: string;
                /** @description Alias of phoneNumber (shape B). */
                phone_number?: string;
                /** @description Alias of phoneNumber (shape A). */
                phone?: string;
                /** @description Look up by email, case-insensitively. */
                email?: string;
                /** @description Filters the paginated list (it needs `limit` or `cursor`, and no lookup key): only contacts whose first or last name, or both as "first last", contain this text, case-insensitively, or, when the text is a phone number, whose phone is that number: international (`+34 612 89 09 21`) or national in the account's `defaultCountry` (`612 89 09 21` with `ES`). `GET /v1/contacts?q=ana&limit=50`. */
                q?: string;
                /** @description Order of the paginated list by creation: `oldest` first (the default) or `newest` first (the app). Keep the same order for every page of one listing. */
                order?: "oldest" | "newest";
                /** @description Page size of the paginated list. Sending `limit` (or `cursor`) without a lookup key asks for the list: `GET /v1/contacts?limit=50`. */
                limit?: number;
                /** @description The `nextCursor` of the previous page of the list (asks for the list too). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact (lookup) or a page of contacts (list). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"] | components["schemas"]["ContactListPageDto"];
                };
            };
            /** @description Error codes: MISSING_LOOKUP_PARAMETER, INVALID_PHONE, INVALID_EMAIL, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactDto"];
            };
        };
        responses: {
            /** @description An existing contact matched; returned unchanged. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description `true` when this request created the contact, `false` when it already existed. */
                    "X-Contact-Created"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description `true` when this request created the contact, `false` when it already existed. */
                    "X-Contact-Created"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED, INVALID_PHONE, INVALID_EMAIL, MISSING_CONTACT_IDENTIFIER */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsErase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactDto"];
            };
        };
        responses: {
            /** @description The contact as changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED, INVALID_PHONE, INVALID_EMAIL, MISSING_CONTACT_IDENTIFIER */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsOptOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OptOutDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsOptIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OptOutDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    contactsExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactExportDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description Only the lists this contact is a member of (the app's contact page). An unknown, malformed or other account's id gives an empty page. */
                contactId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateListDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, LIST_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDetailDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsRename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateListDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDetailDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NAME_TAKEN */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsContacts: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                listId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsAddContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                listId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddListContactsDto"];
            };
        };
        responses: {
            /** @description Nothing new was added. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddListContactsResultDto"];
                };
            };
            /** @description Something was added. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddListContactsResultDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND, CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    listsRemoveContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listId: string;
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND, CONTACT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    importsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                listId: string;
            };
            cookie?: never;
        };
        /** @description CSV (≤ 1 MiB, ≤ 50,000 rows), header row first: `phone`/`phone_number`, `email`, `first_name`/`firstName`, `last_name`/`lastName` (any case); every other named column becomes a custom field (string values; blank cells left out). A phone or email column is required. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    importsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    importsRejected: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rejected rows (`Content-Disposition: attachment`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsConnectWhatsApp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectWhatsAppDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnectionDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsConnectSms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectSmsDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnectionDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsConnectMessenger: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectMessengerDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnectionDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsConnectInstagram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectInstagramDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnectionDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelConnectionListDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsUnprocessedEvents: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description `unprocessed`: kept because the parser could not use them; `processed`: read since by the operator's retry (`channels:retry-unprocessed`). */
                status?: "unprocessed" | "processed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessedEventPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    channelsDisconnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: "whatsapp" | "sms" | "messenger" | "instagram";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel uses the sandbox now. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomChannelPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomChannelDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomChannelWithSecretDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomChannelDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomChannelDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomChannelDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsDeliveries: {
        parameters: {
            query?: {
                /** @description How many, newest first. */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelsRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomChannelWithSecretDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    providerWebhooksVerifyWhatsApp: {
        parameters: {
            query: {
                "hub.challenge": unknown;
                "hub.verify_token": unknown;
                "hub.mode": unknown;
            };
            header?: never;
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, echoed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, WEBHOOK_VERIFICATION_FAILED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    providerWebhooksReceiveWhatsApp: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC> */
                "X-Hub-Signature-256": string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Recorded: how many events the call produced. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 1 */
                        received: number;
                    };
                };
            };
            /** @description Error codes: INVALID_JSON */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVALID_SIGNATURE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    providerWebhooksReceiveTwilioInbound: {
        parameters: {
            query?: never;
            header: {
                "X-Twilio-Signature": string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @example SM0123456789abcdef0123456789abcdef */
                    MessageSid?: string;
                    /** @example +14155552671 */
                    From?: string;
                    /** @example +14155550100 */
                    To?: string;
                    /** @example Yes, tell me more */
                    Body?: string;
                };
            };
        };
        responses: {
            /** @description Empty TwiML: no reply from Twilio itself. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description Error codes: INVALID_SIGNATURE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    providerWebhooksReceiveTwilioStatus: {
        parameters: {
            query?: never;
            header: {
                "X-Twilio-Signature": string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @example SM0123456789abcdef0123456789abcdef */
                    MessageSid?: string;
                    /** @example delivered */
                    MessageStatus?: string;
                    /** @example 30003 */
                    ErrorCode?: string;
                };
            };
        };
        responses: {
            /** @description Recorded (or ignored). */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: INVALID_SIGNATURE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    metaWebhooksVerifyMessenger: {
        parameters: {
            query: {
                "hub.mode": unknown;
                "hub.verify_token": unknown;
                "hub.challenge": unknown;
            };
            header?: never;
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, echoed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, WEBHOOK_VERIFICATION_FAILED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    metaWebhooksReceiveMessenger: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC> */
                "X-Hub-Signature-256": string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Accepted: how many events the call carried. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 1 */
                        received: number;
                    };
                };
            };
            /** @description Error codes: INVALID_JSON */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVALID_SIGNATURE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    metaWebhooksVerifyInstagram: {
        parameters: {
            query: {
                "hub.mode": unknown;
                "hub.verify_token": unknown;
                "hub.challenge": unknown;
            };
            header?: never;
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, echoed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Error codes: HTTPS_REQUIRED, WEBHOOK_VERIFICATION_FAILED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    metaWebhooksReceiveInstagram: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC> */
                "X-Hub-Signature-256": string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Accepted: how many events the call carried. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 1 */
                        received: number;
                    };
                };
            };
            /** @description Error codes: INVALID_JSON */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INVALID_SIGNATURE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    templatesPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description Only templates in this status. */
                status?: "pending" | "approved" | "rejected" | "paused" | "disabled";
                /** @description Only templates of this channel. */
                channel?: "whatsapp" | "sms" | "messenger" | "instagram";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplatePageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    templatesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTemplateDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    templatesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    templatesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    templatesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTemplateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description Only this contact's messages. */
                contactId?: string;
                /** @description Only this conversation's messages. */
                conversationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: MESSAGE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: MESSAGE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: MESSAGE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingInbox: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description Who answers. */
                owner?: "bot" | "human" | "closed";
                channel?: "whatsapp" | "sms" | "messenger" | "instagram" | "custom";
                contactId?: string;
                campaignId?: string;
                /** @description `true`: only conversations with inbound messages since the last read. */
                unread?: "true" | "false";
                /** @description `me`: conversations assigned to the signed-in person (a session only: with an API key 400); `none`: unassigned ones; a user id: that person's (another account's: an empty page). */
                assignee?: string;
                /** @description `true`: only conversations snoozed until a later time; `false`: only those not snoozed now ("Waiting for a person" is `owner=human&snoozed=false`). */
                snoozed?: "true" | "false";
                /** @description Search: conversations whose contact's name, email or phone, or whose messages (notes included), contain words starting with each word given (all of them; case-insensitive; at most 8 words). A phone matches from its start, with or without `+`. */
                q?: string;
                /** @description `activity`: most recent activity first; `unread_first`: conversations with unread messages first, then the others, each by most recent activity ("Waiting for a person" is `owner=human&snoozed=false&order=unread_first`). A cursor belongs to the order it was given with. */
                order?: "activity" | "unread_first";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingInboxCount: {
        parameters: {
            query?: {
                /** @description Who answers. */
                owner?: "bot" | "human" | "closed";
                channel?: "whatsapp" | "sms" | "messenger" | "instagram" | "custom";
                contactId?: string;
                campaignId?: string;
                /** @description `true`: only conversations with inbound messages since the last read. */
                unread?: "true" | "false";
                /** @description `me`: conversations assigned to the signed-in person (a session only: with an API key 400); `none`: unassigned ones; a user id: that person's (another account's: an empty page). */
                assignee?: string;
                /** @description `true`: only conversations snoozed until a later time; `false`: only those not snoozed now ("Waiting for a person" is `owner=human&snoozed=false`). */
                snoozed?: "true" | "false";
                /** @description Search: conversations whose contact's name, email or phone, or whose messages (notes included), contain words starting with each word given (all of them; case-insensitive; at most 8 words). A phone matches from its start, with or without `+`. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxCountDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingUpdateConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateConversationDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND, USER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HumanReplyDto"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, CHANNEL_SEND_NOT_ALLOWED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND, TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, WINDOW_CLOSED, TEMPLATE_NOT_APPROVED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingAddNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNoteDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SESSION_REQUIRED, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    messagingRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    savedRepliesList: {
        parameters: {
            query?: {
                /** @description Only shortcuts starting with this. */
                prefix?: string;
                /** @description Fill each `rendered` for the contact of this conversation. */
                conversationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyListDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    savedRepliesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSavedReplyDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    savedRepliesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    savedRepliesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    savedRepliesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSavedReplyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description Only campaigns with this status; without it, every campaign but the archived. */
                status?: "draft" | "live" | "paused" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCampaignDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: LIST_NOT_FOUND, TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CAMPAIGN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCampaignDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CAMPAIGN_NOT_FOUND, LIST_NOT_FOUND, TEMPLATE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsLaunch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LaunchCampaignDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchedCampaignDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CAMPAIGN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CAMPAIGN_NOT_LAUNCHABLE */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CAMPAIGN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    campaignsArchive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CAMPAIGN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelMessagesSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendCustomChannelMessageDto"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentCustomChannelMessageDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED, INVALID_EMAIL */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND, CAMPAIGN_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    customChannelMessagesReceive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncomingCustomChannelMessageDto"];
            };
        };
        responses: {
            /** @description A repeat: nothing changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedCustomChannelMessageDto"];
                };
            };
            /** @description Recorded. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivedCustomChannelMessageDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CHANNEL_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    subAccountsPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccountPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, AGENCY_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    subAccountsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubAccountDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSubAccountDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, AGENCY_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    subAccountsGrantCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantCreditsDto"];
            };
        };
        responses: {
            /** @description Granted (or replayed). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrantCreditsResultDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED, API_KEY_PLACEMENT_NOT_ALLOWED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, AGENCY_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SUBACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    subAccountsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccountDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, AGENCY_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SUBACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    subAccountsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubAccountDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubAccountDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, AGENCY_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SUBACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    subAccountsTransactions: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditTransactionPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED, AGENCY_ONLY */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SUBACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    accountCreditsBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCreditsDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SUBACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    accountCreditsTransactions: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditTransactionPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhookEndpointsPage: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPageDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhookEndpointsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpointDto"];
                };
            };
            /** @description Error codes: INVALID_JSON, VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhookEndpointsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhookEndpointsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhooksDeliveries: {
        parameters: {
            query?: {
                /** @description How many, newest first. */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhooksRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 `IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 `IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
                /** @description The delivery's `id` (its `webhook-id`, `msg_…`). */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: OWNER_ONLY, CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: IDEMPOTENCY_KEY_MISMATCH */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    liveEvents: {
        parameters: {
            query?: {
                /** @description Resume after this event id, for clients that cannot send the `Last-Event-ID` header (the header wins when both are given). */
                lastEventId?: string;
            };
            header?: {
                /** @description Resume after this event id. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_CONFLICT, SESSION_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: CSRF_ORIGIN_MISMATCH, HTTPS_REQUIRED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`). */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds until a request is accepted again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
}
