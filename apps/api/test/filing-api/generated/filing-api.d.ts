export interface paths {
    "/filing-api/v1/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s filings, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                filings: {
                                    /** @description The filing's reference, used in the calls below. */
                                    id: string;
                                    filingType: string;
                                    transactionType: string;
                                    description: string;
                                    entityId: string | null;
                                    entityName: string;
                                    /** @description FILED (recorded), PENDING_REVIEW (held for the administrators’ check), REJECTED, NAME_UNAVAILABLE or ALREADY_PENDING_REVIEW (not recorded, fee refunded), or AWAITING_PAYMENT (the balance did not cover the fee). */
                                    status: string;
                                    /** @description Dollars with two decimals, e.g. "10.00". */
                                    fee: string;
                                    receivedAt: string;
                                    filedAt: string | null;
                                    masterTransactionId: string | null;
                                    transactionId: string | null;
                                    rejectReasons: string[];
                                    /** @description The filing account’s API key whose call caused it (its number and the first characters the account sees in its list of keys); null for what no key caused. */
                                    apiKey: {
                                        id: string;
                                        prefix: string;
                                    } | null;
                                    receipt: {
                                        name: string;
                                        masterId: string;
                                        /** @description When the filing was recorded, Mountain time. */
                                        dateTime: string;
                                        transactionName: string;
                                        transactionType: string;
                                        transactionId: string;
                                        /** @enum {string} */
                                        paymentType: "Card" | "Prepaid";
                                        /** @description The card's last four digits; empty when no card paid. */
                                        last4: string;
                                        /** @description Dollars with two decimals, e.g. "50.00". */
                                        amount: string;
                                        adminFraudCheck: boolean;
                                        /** @description How the charge appears on the card statement. */
                                        creditStmtInfo: string;
                                        /** @description MM/DD/YYYY. */
                                        entityReportDueDate: string;
                                        /** @description The entity's status code after the filing: GOOD once a formed entity exists; FILED while a delayed effective date is pending; an existing entity's own status (DQQ stays DQQ). */
                                        entityStatus: string;
                                        entityId: string;
                                        /** @description When the filing takes effect, Mountain time. */
                                        effectiveDateTimeDisplay: string;
                                    } | null;
                                    documents: {
                                        /** @description Path of the filed image call, once filed. */
                                        filedImage: string | null;
                                    };
                                }[];
                                /** @description Pass it as cursor to get the next page; null on the last page. */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Files one filing, paid from the filing account’s balance
         * @description The body holds the answers of the filing, step by step (filingState names the filing type and, for an existing entity, its ID); the fields the wizard holds for its pages may be left out (each says what it becomes), and the examples show one complete body per filing type. The server checks every rule the wizard checks, takes the fee (and any late fee) from its own schedule and from the account’s balance, and records the filing. 200: filed. 202: accepted and held for the administrators’ check (reinstatements and cures); the webhook says when they decide. 400: the field errors (field is the dotted path inside filing, e.g. principalOffice.city). 402: the balance does not cover the fee; nothing is filed. 409: not recorded, with its outcome (the name was taken meanwhile, or another filing of the entity waits for review) and the refund of its fee (null when none was taken).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Required on every POST: a unique string per filing the client means to make (a UUID serves). The same key and body give the same answer for 24 hours, even while the first request is still running; the same key with another body is refused with 422. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filing: {
                            filingState: {
                                filingType: string;
                                /** @description May be left out: the filing type's (an existing entity's come from the record). */
                                entityType?: string;
                                /**
                                 * @description May be left out: the filing type's (an existing entity's come from the record).
                                 * @enum {string}
                                 */
                                domesticFlag?: "Y" | "N" | "";
                                /** @description May be left out: the filing type's; for an amendment, the one of the entity's type on the record. */
                                transactionType?: string;
                                /** @description May be left out: the filing type's (an existing entity's come from the record). */
                                transactionDescription?: string;
                                /** @description May be left out: the filing type's (an existing entity's come from the record). */
                                entityId?: string;
                                /** @description May be left out: false. */
                                cfd?: boolean;
                                /** @description May be left out: the filing type's (an existing entity's come from the record). */
                                cfdEffectiveDate?: string;
                                /** @description May be left out: false. */
                                adminFraudCheck?: boolean;
                            };
                            /** @description May be left out: for an amendment, the name on record is kept. */
                            entityName?: {
                                /** @description May be left out: for an amendment, empty: the name on record is kept. */
                                name?: string;
                                oldName?: string;
                                isNameValid?: boolean;
                                isOldNameValid?: boolean;
                                /**
                                 * @description May be left out: for an amendment, Y when name is given, N otherwise.
                                 * @enum {string}
                                 */
                                isNameChanged?: "Y" | "N" | "";
                                message?: string;
                                showNameChangeRadio?: boolean;
                                availability?: {
                                    isAvailable: boolean;
                                    isReserved: boolean;
                                    isAuthorizedToUse: boolean;
                                    reservedBy: {
                                        name: string;
                                        address: string[];
                                    } | null;
                                };
                            };
                            statute?: {
                                text: string;
                            };
                            principalOffice?: {
                                /** @description May be left out: true when mailingAddress is left out too (the mailing address is the street address), false otherwise. */
                                isSameAsStreetAddressChecked?: boolean;
                                streetAddress: {
                                    address1: string;
                                    /** @description May be left out: empty. */
                                    address2?: string;
                                    city: string;
                                    /** @description May be left out: empty. */
                                    state?: string;
                                    zip: string;
                                    /** @description May be left out: empty. */
                                    province?: string;
                                    /** @description The country’s two-letter code (US). */
                                    country: string;
                                    countryDescription?: string;
                                    /**
                                     * @description May be left out: PHYS.
                                     * @enum {string}
                                     */
                                    addressType?: "PHYS" | "MAIL";
                                    processed?: boolean;
                                    valid?: boolean;
                                    verified?: boolean;
                                    accepted?: boolean;
                                    needsAdditionalInfo?: boolean;
                                    hasChanged?: boolean;
                                    postofficeBox?: boolean;
                                    coloradoZipcode?: boolean;
                                    /** @enum {string} */
                                    addressSelectionType?: "USER" | "VERIFIED" | "NOT_SELECTED";
                                };
                                /** @description May be left out: the street address when isSameAsStreetAddressChecked is true. */
                                mailingAddress?: {
                                    address1: string;
                                    /** @description May be left out: empty. */
                                    address2?: string;
                                    city: string;
                                    /** @description May be left out: empty. */
                                    state?: string;
                                    zip: string;
                                    /** @description May be left out: empty. */
                                    province?: string;
                                    /** @description The country’s two-letter code (US). */
                                    country: string;
                                    countryDescription?: string;
                                    /**
                                     * @description May be left out: MAIL.
                                     * @enum {string}
                                     */
                                    addressType?: "PHYS" | "MAIL";
                                    processed?: boolean;
                                    valid?: boolean;
                                    verified?: boolean;
                                    accepted?: boolean;
                                    needsAdditionalInfo?: boolean;
                                    hasChanged?: boolean;
                                    postofficeBox?: boolean;
                                    coloradoZipcode?: boolean;
                                    /** @enum {string} */
                                    addressSelectionType?: "USER" | "VERIFIED" | "NOT_SELECTED";
                                };
                            };
                            registeredAgent?: {
                                /** @enum {string} */
                                agentConsentRadio: "Y" | "N" | "";
                                nameValues: {
                                    /**
                                     * @description May be left out: REGAGEN.
                                     * @enum {string}
                                     */
                                    personTyp?: "REGAGEN";
                                    name: {
                                        /**
                                         * @description May be left out: O (an organisation's name) when orgName is given, I (an individual's) otherwise.
                                         * @enum {string}
                                         */
                                        nameTyp?: "I" | "O" | "";
                                        /** @description May be left out: empty. */
                                        orgName?: string;
                                        /** @description May be left out: empty. */
                                        firstName?: string;
                                        /** @description May be left out: empty. */
                                        middleName?: string;
                                        /** @description May be left out: empty. */
                                        lastName?: string;
                                        /** @description May be left out: empty. */
                                        suffix?: string;
                                        typeCode?: string;
                                        hasChanged?: boolean;
                                        /** @description May be left out: false. */
                                        isEntityOwnAgentChecked?: boolean;
                                    };
                                };
                                addressValues: {
                                    /** @description May be left out: false. */
                                    isSameAsPrincipalOfficeAddressChecked?: boolean;
                                    /** @description May be left out: false. */
                                    isSameAsPrincipalOfficeMailingAddressChecked?: boolean;
                                    /** @description May be left out: true when mailingAddress is left out too (the mailing address is the street address), false otherwise. */
                                    isSameAsStreetAddressChecked?: boolean;
                                    streetAddress: {
                                        address1: string;
                                        /** @description May be left out: empty. */
                                        address2?: string;
                                        city: string;
                                        /** @description May be left out: empty. */
                                        state?: string;
                                        zip: string;
                                        /** @description May be left out: empty. */
                                        province?: string;
                                        /** @description The country’s two-letter code (US). */
                                        country: string;
                                        countryDescription?: string;
                                        /**
                                         * @description May be left out: PHYS.
                                         * @enum {string}
                                         */
                                        addressType?: "PHYS" | "MAIL";
                                        processed?: boolean;
                                        valid?: boolean;
                                        verified?: boolean;
                                        accepted?: boolean;
                                        needsAdditionalInfo?: boolean;
                                        hasChanged?: boolean;
                                        postofficeBox?: boolean;
                                        coloradoZipcode?: boolean;
                                        /** @enum {string} */
                                        addressSelectionType?: "USER" | "VERIFIED" | "NOT_SELECTED";
                                    };
                                    /** @description May be left out: the street address when isSameAsStreetAddressChecked is true. */
                                    mailingAddress?: {
                                        address1: string;
                                        /** @description May be left out: empty. */
                                        address2?: string;
                                        city: string;
                                        /** @description May be left out: empty. */
                                        state?: string;
                                        zip: string;
                                        /** @description May be left out: empty. */
                                        province?: string;
                                        /** @description The country’s two-letter code (US). */
                                        country: string;
                                        countryDescription?: string;
                                        /**
                                         * @description May be left out: MAIL.
                                         * @enum {string}
                                         */
                                        addressType?: "PHYS" | "MAIL";
                                        processed?: boolean;
                                        valid?: boolean;
                                        verified?: boolean;
                                        accepted?: boolean;
                                        needsAdditionalInfo?: boolean;
                                        hasChanged?: boolean;
                                        postofficeBox?: boolean;
                                        coloradoZipcode?: boolean;
                                        /** @enum {string} */
                                        addressSelectionType?: "USER" | "VERIFIED" | "NOT_SELECTED";
                                    };
                                };
                            };
                            email?: {
                                email: string;
                            };
                            management?: {
                                /** @enum {string} */
                                managedBy: "MBR" | "MGR" | "";
                                /** @enum {string} */
                                hasOneMember: "Y" | "N" | "";
                            };
                            formation?: {
                                formers: {
                                    /** @description May be left out: former-1, former-2, … by place in the list. */
                                    id?: string;
                                    nameValues: {
                                        /** @enum {string} */
                                        personTyp: "I" | "E" | "T" | "S" | "A" | "";
                                        name: {
                                            /**
                                             * @description May be left out: O (an organisation's name) when orgName is given, I (an individual's) otherwise.
                                             * @enum {string}
                                             */
                                            nameTyp?: "I" | "O" | "";
                                            /** @description May be left out: empty. */
                                            orgName?: string;
                                            /** @description May be left out: empty. */
                                            firstName?: string;
                                            /** @description May be left out: empty. */
                                            middleName?: string;
                                            /** @description May be left out: empty. */
                                            lastName?: string;
                                            /** @description May be left out: empty. */
                                            suffix?: string;
                                            typeCode?: string;
                                            hasChanged?: boolean;
                                        };
                                    };
                                    addressValues: {
                                        streetAddress: {
                                            address1: string;
                                            /** @description May be left out: empty. */
                                            address2?: string;
                                            city: string;
                                            /** @description May be left out: empty. */
                                            state?: string;
                                            zip: string;
                                            /** @description May be left out: empty. */
                                            province?: string;
                                            /** @description The country’s two-letter code (US). */
                                            country: string;
                                            countryDescription?: string;
                                            /**
                                             * @description May be left out: PHYS.
                                             * @enum {string}
                                             */
                                            addressType?: "PHYS" | "MAIL";
                                            processed?: boolean;
                                            valid?: boolean;
                                            verified?: boolean;
                                            accepted?: boolean;
                                            needsAdditionalInfo?: boolean;
                                            hasChanged?: boolean;
                                            postofficeBox?: boolean;
                                            coloradoZipcode?: boolean;
                                            /** @enum {string} */
                                            addressSelectionType?: "USER" | "VERIFIED" | "NOT_SELECTED";
                                        };
                                    };
                                }[];
                            };
                            shares?: {
                                commonSharesValues: {
                                    /** @description May be left out: true when numberOfShares is given. */
                                    isCommonSharesChecked?: boolean;
                                    /** @description May be left out: empty. */
                                    numberOfShares?: string;
                                };
                                /** @description May be left out: true when additionalInfo is given. */
                                isMoreThanOneOrOtherChecked?: boolean;
                                /** @description May be left out: empty. */
                                additionalInfo?: string;
                            };
                            votingAssets?: {
                                /** @enum {string} */
                                votingMembersRadio: "Y" | "N" | "";
                                assetsDistribution: string;
                            };
                            purposeDirectors?: {
                                purpose: string;
                                numberOfDirectors: string;
                                directorsTerms: string;
                            };
                            /** @description May be left out: no additional information or attachments. */
                            additionalInfo?: {
                                /** @description May be left out: empty. */
                                additionalInfo?: string;
                                /**
                                 * @description May be left out: Y when attachments are named, N otherwise.
                                 * @enum {string}
                                 */
                                additionalInfoAttachmentRadio?: "Y" | "N" | "";
                                /** @description May be left out: an empty list. */
                                attachments?: {
                                    key: string;
                                    fileName: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                                /** @description May be left out: an empty list. */
                                privateAttachments?: {
                                    key: string;
                                    fileName: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                            };
                            /** @description May be left out: effective when filed. */
                            effectiveDate?: {
                                /**
                                 * @description May be left out: N when a date is given (effectiveDate or effectiveDateAsEntered), Y otherwise.
                                 * @enum {string}
                                 */
                                effectiveAtTimeOfFilingRadio?: "Y" | "N" | "";
                                /** @description May be left out: empty. */
                                effectiveDateAsEntered?: string;
                                /** @description May be left out: empty. */
                                effectiveDate?: string;
                                /** @description May be left out: empty. */
                                effectiveTime?: string;
                                /** @description May be left out: empty. */
                                effectiveDateTime?: string;
                                /** @description May be left out: empty. */
                                effectiveDateTimeDisplay?: string;
                                /** @description May be left out: empty. */
                                effectiveMaxDateTimeDisplay?: string;
                            };
                            filers?: {
                                perjuryNoticeAffirmed: boolean;
                                filers: {
                                    /** @description May be left out: filer-1, filer-2, … by place in the list. */
                                    id?: string;
                                    nameValues: {
                                        /**
                                         * @description May be left out: FILER.
                                         * @enum {string}
                                         */
                                        personTyp?: "FILER";
                                        name: {
                                            /**
                                             * @description May be left out: O (an organisation's name) when orgName is given, I (an individual's) otherwise.
                                             * @enum {string}
                                             */
                                            nameTyp?: "I" | "O" | "";
                                            /** @description May be left out: empty. */
                                            orgName?: string;
                                            /** @description May be left out: empty. */
                                            firstName?: string;
                                            /** @description May be left out: empty. */
                                            middleName?: string;
                                            /** @description May be left out: empty. */
                                            lastName?: string;
                                            /** @description May be left out: empty. */
                                            suffix?: string;
                                            typeCode?: string;
                                            hasChanged?: boolean;
                                        };
                                    };
                                    addressValues: {
                                        streetAddress: {
                                            address1: string;
                                            /** @description May be left out: empty. */
                                            address2?: string;
                                            city: string;
                                            /** @description May be left out: empty. */
                                            state?: string;
                                            zip: string;
                                            /** @description May be left out: empty. */
                                            province?: string;
                                            /** @description The country’s two-letter code (US). */
                                            country: string;
                                            countryDescription?: string;
                                            /**
                                             * @description May be left out: PHYS.
                                             * @enum {string}
                                             */
                                            addressType?: "PHYS" | "MAIL";
                                            processed?: boolean;
                                            valid?: boolean;
                                            verified?: boolean;
                                            accepted?: boolean;
                                            needsAdditionalInfo?: boolean;
                                            hasChanged?: boolean;
                                            postofficeBox?: boolean;
                                            coloradoZipcode?: boolean;
                                            /** @enum {string} */
                                            addressSelectionType?: "USER" | "VERIFIED" | "NOT_SELECTED";
                                        };
                                    };
                                    sameAsFormer?: boolean;
                                }[];
                            };
                            /** @description May be left out: no notifications. */
                            notifications?: {
                                /**
                                 * @description May be left out: Y when emails are given, N otherwise.
                                 * @enum {string|null}
                                 */
                                emailNotificationRadio?: "Y" | "N" | null;
                                /**
                                 * @description May be left out: Y when texts are given, N otherwise.
                                 * @enum {string|null}
                                 */
                                textNotificationRadio?: "Y" | "N" | null;
                                /** @description May be left out: an empty list. */
                                emails?: {
                                    email: string;
                                }[];
                                /** @description May be left out: an empty list. */
                                texts?: {
                                    /** @description Ten digits. */
                                    text: string;
                                }[];
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: uuid
                         * @description The draft the filing’s files were uploaded to (POST /filing-api/v1/drafts); without files, leave it out.
                         */
                        draftRef?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                filing: {
                                    /** @description The filing's reference, used in the calls below. */
                                    id: string;
                                    filingType: string;
                                    transactionType: string;
                                    description: string;
                                    entityId: string | null;
                                    entityName: string;
                                    /** @description FILED (recorded), PENDING_REVIEW (held for the administrators’ check), REJECTED, NAME_UNAVAILABLE or ALREADY_PENDING_REVIEW (not recorded, fee refunded), or AWAITING_PAYMENT (the balance did not cover the fee). */
                                    status: string;
                                    /** @description Dollars with two decimals, e.g. "10.00". */
                                    fee: string;
                                    receivedAt: string;
                                    filedAt: string | null;
                                    masterTransactionId: string | null;
                                    transactionId: string | null;
                                    rejectReasons: string[];
                                    /** @description The filing account’s API key whose call caused it (its number and the first characters the account sees in its list of keys); null for what no key caused. */
                                    apiKey: {
                                        id: string;
                                        prefix: string;
                                    } | null;
                                    receipt: {
                                        name: string;
                                        masterId: string;
                                        /** @description When the filing was recorded, Mountain time. */
                                        dateTime: string;
                                        transactionName: string;
                                        transactionType: string;
                                        transactionId: string;
                                        /** @enum {string} */
                                        paymentType: "Card" | "Prepaid";
                                        /** @description The card's last four digits; empty when no card paid. */
                                        last4: string;
                                        /** @description Dollars with two decimals, e.g. "50.00". */
                                        amount: string;
                                        adminFraudCheck: boolean;
                                        /** @description How the charge appears on the card statement. */
                                        creditStmtInfo: string;
                                        /** @description MM/DD/YYYY. */
                                        entityReportDueDate: string;
                                        /** @description The entity's status code after the filing: GOOD once a formed entity exists; FILED while a delayed effective date is pending; an existing entity's own status (DQQ stays DQQ). */
                                        entityStatus: string;
                                        entityId: string;
                                        /** @description When the filing takes effect, Mountain time. */
                                        effectiveDateTimeDisplay: string;
                                    } | null;
                                    documents: {
                                        /** @description Path of the filed image call, once filed. */
                                        filedImage: string | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 202;
                                filing: {
                                    /** @description The filing's reference, used in the calls below. */
                                    id: string;
                                    filingType: string;
                                    transactionType: string;
                                    description: string;
                                    entityId: string | null;
                                    entityName: string;
                                    /** @description FILED (recorded), PENDING_REVIEW (held for the administrators’ check), REJECTED, NAME_UNAVAILABLE or ALREADY_PENDING_REVIEW (not recorded, fee refunded), or AWAITING_PAYMENT (the balance did not cover the fee). */
                                    status: string;
                                    /** @description Dollars with two decimals, e.g. "10.00". */
                                    fee: string;
                                    receivedAt: string;
                                    filedAt: string | null;
                                    masterTransactionId: string | null;
                                    transactionId: string | null;
                                    rejectReasons: string[];
                                    /** @description The filing account’s API key whose call caused it (its number and the first characters the account sees in its list of keys); null for what no key caused. */
                                    apiKey: {
                                        id: string;
                                        prefix: string;
                                    } | null;
                                    receipt: {
                                        name: string;
                                        masterId: string;
                                        /** @description When the filing was recorded, Mountain time. */
                                        dateTime: string;
                                        transactionName: string;
                                        transactionType: string;
                                        transactionId: string;
                                        /** @enum {string} */
                                        paymentType: "Card" | "Prepaid";
                                        /** @description The card's last four digits; empty when no card paid. */
                                        last4: string;
                                        /** @description Dollars with two decimals, e.g. "50.00". */
                                        amount: string;
                                        adminFraudCheck: boolean;
                                        /** @description How the charge appears on the card statement. */
                                        creditStmtInfo: string;
                                        /** @description MM/DD/YYYY. */
                                        entityReportDueDate: string;
                                        /** @description The entity's status code after the filing: GOOD once a formed entity exists; FILED while a delayed effective date is pending; an existing entity's own status (DQQ stays DQQ). */
                                        entityStatus: string;
                                        entityId: string;
                                        /** @description When the filing takes effect, Mountain time. */
                                        effectiveDateTimeDisplay: string;
                                    } | null;
                                    documents: {
                                        /** @description Path of the filed image call, once filed. */
                                        filedImage: string | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                                missingSections?: string[];
                            };
                        } | {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 402;
                                message: string;
                                balance: string;
                                fee: string;
                            };
                        };
                    };
                };
                /** @description The entity is protected by Secure Business Filing: only its own filers file for it. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 403;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 409;
                                message: string;
                                /**
                                 * @description Why the filing was not recorded: its name went to another filing meanwhile, or another filing of the entity waits for the administrators’ check.
                                 * @enum {string}
                                 */
                                outcome: "NAME_UNAVAILABLE" | "ALREADY_PENDING_REVIEW";
                                /** @description The fee given back to the balance; null when the filing was refused before its fee was taken. */
                                refund: {
                                    /** @description Dollars with two decimals. */
                                    amount: string;
                                    /**
                                     * @description Back in the balance (REFUNDED), or on its way.
                                     * @enum {string}
                                     */
                                    status: "REFUNDED" | "REFUND_PENDING";
                                } | null;
                            };
                        } | {
                            apiData: {
                                /** @enum {number} */
                                code: 409;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The body is larger than 1 MB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 413;
                                message: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used with another request in the last 24 hours. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 422;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/filings/{filingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the account’s filings: its status, receipt and documents */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    filingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                filing: {
                                    /** @description The filing's reference, used in the calls below. */
                                    id: string;
                                    filingType: string;
                                    transactionType: string;
                                    description: string;
                                    entityId: string | null;
                                    entityName: string;
                                    /** @description FILED (recorded), PENDING_REVIEW (held for the administrators’ check), REJECTED, NAME_UNAVAILABLE or ALREADY_PENDING_REVIEW (not recorded, fee refunded), or AWAITING_PAYMENT (the balance did not cover the fee). */
                                    status: string;
                                    /** @description Dollars with two decimals, e.g. "10.00". */
                                    fee: string;
                                    receivedAt: string;
                                    filedAt: string | null;
                                    masterTransactionId: string | null;
                                    transactionId: string | null;
                                    rejectReasons: string[];
                                    /** @description The filing account’s API key whose call caused it (its number and the first characters the account sees in its list of keys); null for what no key caused. */
                                    apiKey: {
                                        id: string;
                                        prefix: string;
                                    } | null;
                                    receipt: {
                                        name: string;
                                        masterId: string;
                                        /** @description When the filing was recorded, Mountain time. */
                                        dateTime: string;
                                        transactionName: string;
                                        transactionType: string;
                                        transactionId: string;
                                        /** @enum {string} */
                                        paymentType: "Card" | "Prepaid";
                                        /** @description The card's last four digits; empty when no card paid. */
                                        last4: string;
                                        /** @description Dollars with two decimals, e.g. "50.00". */
                                        amount: string;
                                        adminFraudCheck: boolean;
                                        /** @description How the charge appears on the card statement. */
                                        creditStmtInfo: string;
                                        /** @description MM/DD/YYYY. */
                                        entityReportDueDate: string;
                                        /** @description The entity's status code after the filing: GOOD once a formed entity exists; FILED while a delayed effective date is pending; an existing entity's own status (DQQ stays DQQ). */
                                        entityStatus: string;
                                        entityId: string;
                                        /** @description When the filing takes effect, Mountain time. */
                                        effectiveDateTimeDisplay: string;
                                    } | null;
                                    documents: {
                                        /** @description Path of the filed image call, once filed. */
                                        filedImage: string | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The account has no filing with this ID. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/filings/{filingId}/filed-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filed image of one of the account’s recorded filings (PDF, base64) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    filingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                pdfBytes: string;
                                fileName: string;
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The account has no recorded filing with this ID. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entities the account files for, with when each one’s next report is due
         * @description Every entity a filing of the account named (a formation names the entity it made) once that filing was recorded or held for review, newest entity ID first. Each comes with its standing on the record and its next periodic report: the day it is due, its window, and what filing it today would cost. dueBy keeps those whose report is due on or before that day (late ones included). A formation with a delayed effective date is listed once the entity exists.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    dueBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                entities: {
                                    entityId: string;
                                    entityName: string;
                                    entityType: {
                                        code: string;
                                        description: string;
                                    };
                                    /** @description GOOD (good standing), DQQ (delinquent) or a dissolution: ADISS, VDISS, ... */
                                    statusCode: string;
                                    /** @description The status in words, e.g. "Good Standing". */
                                    status: string;
                                    /** @description When the account first filed for the entity. */
                                    firstFiledAt: string;
                                    /** @description When the account last filed for the entity. */
                                    lastFiledAt: string;
                                    periodicReport: {
                                        /** @description YYYY-MM-DD: the next report is due on this day. */
                                        dueDate: string;
                                        /** @description YYYY-MM-DD: the first day it may be filed. */
                                        opensOn: string;
                                        /** @description YYYY-MM-DD: from this day on it costs the late fee as well. */
                                        lateFrom: string;
                                        /**
                                         * @description Where today (Mountain time) falls against the window.
                                         * @enum {string}
                                         */
                                        timing: "before-window" | "open" | "late";
                                        /** @description Whether the report may be filed today; reason says why not. */
                                        availableToday: boolean;
                                        /** @description Why it may not be filed today; empty when it may. */
                                        reason: string;
                                        /** @description What filing it today would cost, line by line (the late fee on a line of its own); null when it may not be filed today. */
                                        feeToday: {
                                            total: string;
                                            lines: {
                                                description: string;
                                                amount: string;
                                            }[];
                                        } | null;
                                    };
                                }[];
                                /** @description Pass it as cursor to get the next page; null on the last page. */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/entities/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entity’s public record */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entityId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                record: {
                                    entityId: string;
                                    entityName: string;
                                    entityType: {
                                        code: string;
                                        description: string;
                                    };
                                    statusCode: string;
                                    status: string;
                                    /** @description True for a formation filed with a delayed effective date, not yet in effect. */
                                    pending: boolean;
                                    /** @description When a pending formation takes effect; empty otherwise. */
                                    effectiveDateTime: string;
                                    /** @description MM/DD/YYYY, Mountain time; empty when none. */
                                    formationDate: string;
                                    jurisdiction: string;
                                    principalOffice: {
                                        /** @description The address as the lines of a postal label; empty when none. */
                                        street: string[];
                                        /** @description The address as the lines of a postal label; empty when none. */
                                        mailing: string[];
                                    };
                                    registeredAgent: {
                                        name: string;
                                        /** @description The address as the lines of a postal label; empty when none. */
                                        street: string[];
                                        /** @description The address as the lines of a postal label; empty when none. */
                                        mailing: string[];
                                    };
                                    /** @description MM/DD/YYYY, Mountain time; empty when none. */
                                    reportDueDate: string;
                                    filings: {
                                        masterTransactionId: string;
                                        /** @description The document number. */
                                        transactionId: string;
                                        transactionType: string;
                                        description: string;
                                        /** @description MM/DD/YYYY hh:mm AM or PM, Mountain time; empty when none. */
                                        filedDateTime: string;
                                        /** @description MM/DD/YYYY hh:mm AM or PM, Mountain time; empty when none. */
                                        effectiveDateTime: string;
                                        /** @description Whether the filed document can be downloaded: false when there is none to show or it is withheld. */
                                        imageAvailable: boolean;
                                        /** @description True when the document was removed from public view because it contained personal information. */
                                        imageWithheld: boolean;
                                    }[];
                                    availableFilings: {
                                        transactionType: string;
                                        description: string;
                                        filingType: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description No entity with that ID is on the record. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/name-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a name may be used: its format, and whether another holds it */
        get: {
            parameters: {
                query: {
                    name: string;
                    entityType: "DLLC" | "DPC" | "DNC" | "DC55";
                    entityId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                valid: boolean;
                                message: string;
                                availability: {
                                    isAvailable: boolean;
                                    isReserved: boolean;
                                    isAuthorizedToUse: boolean;
                                    reservedBy: {
                                        name: string;
                                        address: string[];
                                    } | null;
                                };
                                /** @description The format rule the name breaks (required, characters, length or designation) and the part of the name at fault; null when the format is right. The message is the product's wording; this says what to change. */
                                problem: ({
                                    /** @enum {string} */
                                    rule: "required";
                                } | {
                                    /** @enum {string} */
                                    rule: "characters";
                                    /** @description The characters not allowed, each once, space-separated. */
                                    part: string;
                                } | {
                                    /** @enum {string} */
                                    rule: "length";
                                    /** @description The text past the 200th character. */
                                    part: string;
                                } | {
                                    /** @enum {string} */
                                    rule: "designation";
                                    /** @description The name as typed, which lacks a designation. */
                                    part: string;
                                    /** @description The entity type's accepted terms. */
                                    terms: string[];
                                    /** @description The name with a common designation added. */
                                    example: string;
                                }) | null;
                                /** @description Why the name is taken or reserved; null when it is available or badly formed. */
                                explanation: {
                                    /**
                                     * @description What holds the name: an entity on the record, a paid filing not yet recorded, or an unexpired reservation.
                                     * @enum {string}
                                     */
                                    holder: "entity" | "filing" | "reservation";
                                    /** @description The held name as it is on the record. */
                                    name: string;
                                    /** @description The holding entity's ID (its public record); null for the others. */
                                    entityId: string | null;
                                    /** @description The comparison rules that make the typed name the same as the held one, in the order applied: letter-case (case ignored), punctuation (. , _ ' ` ignored), spacing (runs of whitespace are one space, leading and trailing spaces ignored). Empty when the names are identical as typed. */
                                    rules: ("letter-case" | "punctuation" | "spacing")[];
                                    /** @description The typed name as compared. */
                                    typedComparedAs: string;
                                    /** @description The held name as compared. */
                                    heldComparedAs: string;
                                } | null;
                                /** @description Up to five names close to the typed one (a distinguishing word before the designator) that pass the format and are free on the record now; empty unless the name is taken or reserved. */
                                suggestions: string[];
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fee of a filing as it would be charged today
         * @description Name a new entity’s formation by its filing type, its entity type or its transaction (filingType=llc, filingType=DLLC and filingType=ARTORG_LLC are one; any case), or an entity and one of its transactions (entityId=20140000014&transactionType=REPORT): the answer is the fee and any late fee, line by line. An unknown filingType or transactionType is a 400 whose message lists the known ones.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A formation: llc (DLLC, ARTORG_LLC); dpc (DPC, ARTINC_PC); dnc (DNC, ARTINC_NPC); dc55 (DC55, ARTINC_55). */
                    filingType?: string;
                    entityId?: string;
                    /** @description With entityId: REPORT, REINSTATE, CURE_DLNQ, AMD_LLC, AMD_NPC, AMD_55 (an amendment: the one of the entity’s type). */
                    transactionType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                total: string;
                                lines: {
                                    description: string;
                                    amount: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description No entity with that ID is on the record. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The entity may not file this transaction today. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 409;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filing account the key belongs to, with its balance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                account: {
                                    id: string;
                                    name: string;
                                    balance: string;
                                };
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/account/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s ledger, newest first: deposits, fees and refunds */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                entries: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "DEPOSIT" | "FILING_FEE" | "REFUND";
                                    /** @description Dollars with two decimals; a fee is negative. */
                                    amount: string;
                                    memo: string;
                                    at: string;
                                    filingId: string | null;
                                    /** @description The filing account’s API key whose call caused it (its number and the first characters the account sees in its list of keys); null for what no key caused. */
                                    apiKey: {
                                        id: string;
                                        prefix: string;
                                    } | null;
                                }[];
                                /** @description Pass it as cursor to get the next page; null on the last page. */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                endpoints: {
                                    id: string;
                                    url: string;
                                    createdAt: string;
                                    disabledAt: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Registers an address the account’s events are posted to
         * @description The address must be https on the public internet (http only to a loopback address, for development); names that can only be local and addresses of private networks are refused, and the name is resolved again at every delivery. The answer holds the secret deliveries are signed with, shown this once: keep it. A repeat of the request with its Idempotency-Key answers the same endpoint without the secret. See the webhooks document for the signature scheme.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Required on every POST: a unique string per filing the client means to make (a UUID serves). The same key and body give the same answer for 24 hours, even while the first request is still running; the same key with another body is refused with 422. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                endpoint: {
                                    id: string;
                                    url: string;
                                    createdAt: string;
                                    disabledAt: string | null;
                                };
                                /** @description The secret deliveries are signed with (whsec_…), in the first answer only; null when the answer is a repeat for the Idempotency-Key. */
                                secret: string | null;
                                /** @description On a repeat: that the secret was shown once, and how to get an endpoint with a new one. */
                                secretNote?: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        } | {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The account has as many endpoints as it may. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 409;
                                message: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used with another request in the last 24 hours. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 422;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stops posting events to an endpoint */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                endpoint: {
                                    id: string;
                                    url: string;
                                    createdAt: string;
                                    disabledAt: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The account has no endpoint with this ID. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of the account’s webhooks, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                deliveries: {
                                    id: string;
                                    eventId: string;
                                    eventType: string;
                                    endpointId: string;
                                    url: string;
                                    /** @enum {string} */
                                    status: "PENDING" | "DELIVERED" | "FAILED";
                                    attempts: number;
                                    lastStatusCode: number | null;
                                    lastError: string | null;
                                    createdAt: string;
                                    deliveredAt: string | null;
                                    nextAttemptAt: string | null;
                                    replayOf: string | null;
                                    /** @description Every attempt at this delivery, oldest first. Deliveries made before the registry kept each attempt show only their count in attempts. */
                                    attemptsLog: {
                                        /** @description 1 for the first attempt. */
                                        attempt: number;
                                        /** @description The endpoint’s answer; null when there was none. */
                                        statusCode: number | null;
                                        /** @description What went wrong, in a few words; null for a success. */
                                        error: string | null;
                                        at: string;
                                    }[];
                                }[];
                                /** @description Pass it as cursor to get the next page; null on the last page. */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description A field is missing or wrong: each error names the field and says what to fix. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/webhook-deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a delivery’s event again, now */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Required on every POST: a unique string per filing the client means to make (a UUID serves). The same key and body give the same answer for 24 hours, even while the first request is still running; the same key with another body is refused with 422. */
                    "idempotency-key": string;
                };
                path: {
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                delivery: {
                                    id: string;
                                    eventId: string;
                                    eventType: string;
                                    endpointId: string;
                                    url: string;
                                    /** @enum {string} */
                                    status: "PENDING" | "DELIVERED" | "FAILED";
                                    attempts: number;
                                    lastStatusCode: number | null;
                                    lastError: string | null;
                                    createdAt: string;
                                    deliveredAt: string | null;
                                    nextAttemptAt: string | null;
                                    replayOf: string | null;
                                    /** @description Every attempt at this delivery, oldest first. Deliveries made before the registry kept each attempt show only their count in attempts. */
                                    attemptsLog: {
                                        /** @description 1 for the first attempt. */
                                        attempt: number;
                                        /** @description The endpoint’s answer; null when there was none. */
                                        statusCode: number | null;
                                        /** @description What went wrong, in a few words; null for a success. */
                                        error: string | null;
                                        at: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        } | {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The account has no delivery with this ID. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The delivery went to an endpoint that is disabled: register the address again instead. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 409;
                                message: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used with another request in the last 24 hours. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 422;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a draft to upload a filing’s files to
         * @description A filing with files (an amendment’s text, the affidavit and ID of a reinstatement or cure) uploads them to a draft first, then names the draft in its filing call. A draft lives 30 days and makes at most one filing.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Required on every POST: a unique string per filing the client means to make (a UUID serves). The same key and body give the same answer for 24 hours, even while the first request is still running; the same key with another body is refused with 422. */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filingType: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                draftRef: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        } | {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used with another request in the last 24 hours. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 422;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filing-api/v1/drafts/{draftRef}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads one file to a draft and checks it by content
         * @description The body is multipart/form-data with one file part named file, under the wizard’s upload rules (five files, 10 MB in all; text, PDF, JPEG, GIF, PNG or TIFF by content). private=true keeps the file for the administrators only (affidavit and ID). Name the answer’s attachment in the filing’s additionalInfo.attachments or privateAttachments.
         */
        post: {
            parameters: {
                query?: {
                    private?: "true" | "false";
                };
                header: {
                    /** @description Required on every POST: a unique string per filing the client means to make (a UUID serves). The same key and body give the same answer for 24 hours, even while the first request is still running; the same key with another body is refused with 422. */
                    "idempotency-key": string;
                };
                path: {
                    draftRef: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 200;
                                attachment: {
                                    key: string;
                                    fileName: string;
                                    mimeType: string;
                                    size: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                errors: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                        } | {
                            apiData: {
                                /** @enum {number} */
                                code: 400;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The Authorization header holds no API key, or a key that is unknown or revoked. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 401;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The draft is not saved, or has expired. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 404;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The file is larger than 10 MB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 413;
                                message: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used with another request in the last 24 hours. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 422;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too many calls from this key or address in a minute; Retry-After says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 429;
                                message: string;
                            };
                        };
                    };
                };
                /** @description Something went wrong on the server; the details are logged, not answered. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 500;
                                message: string;
                            };
                        };
                    };
                };
                /** @description The database is briefly unreachable; Retry-After says when to try again. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiData: {
                                /** @enum {number} */
                                code: 503;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
