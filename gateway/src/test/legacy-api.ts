// Generated from /api/v1/openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.
export interface paths {
    "/auth/{role}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a role; answers token, role and isNewUser. After repeated failures, body captcha (a solved captcha) is required. */
        post: operations["Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session of the bearer token. */
        post: operations["Logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person. */
        get: operations["Me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a single-use password reset link by e-mail; body email and captcha (a solved captcha). */
        post: operations["ForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the reset token carried as the bearer can still be used. */
        post: operations["VerifyResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the reset token carried as the bearer. */
        post: operations["ResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-familyWebsite-access/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in person may manage this family website. */
        get: operations["WebsiteAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's details: data.data with role, firstName, lastName, middleName, title (and email). */
        get: operations["UserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's role and new-user flag: data.data with role, isNewUser, firstName, lastName. */
        get: operations["UserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves Personal Details (body firstName, lastName, middleName, title); message in data.message. The first save ends the new-user state. */
        put: operations["UpdateProfile_putUserProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves Personal Details (body firstName, lastName, middleName, title); message in data.message. The first save ends the new-user state. */
        put: operations["UpdateProfile_putUserProfileSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the password (body password, the old one, and newPassword); other sessions are signed out; message in data.message. */
        put: operations["ChangePassword_putUserPassword"];
        /** Changes the password (body password, the old one, and newPassword); other sessions are signed out; message in data.message. */
        post: operations["ChangePassword_postUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-user-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer Loved Ones (family only, rate limited): body email; answers firstName, lastName and isNewUser. */
        post: operations["VerifyUserEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/transfer-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfers a loved one (body decedentId: the onePortalId, or the numeric id GET /decedent lists; email, firstName, lastName) to another person; the giver loses access. */
        post: operations["TransferAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The certificate sections of a decedent (the SSN masked). */
        get: operations["Certificate"];
        put?: never;
        /** Submits the saved certificate details to the arranger (e-mail). */
        post: operations["SubmitCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/primary-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the primary details (names, birth, gender, marital status, SSN, contact, notes). */
        post: operations["SavePrimaryInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/resident-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the residential details. */
        post: operations["SaveResidentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/ethnicity-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves race and Hispanic origin. */
        post: operations["SaveEthnicityInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/education-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves education and occupation. */
        post: operations["SaveEducationInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/veteran-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the veteran details. */
        post: operations["SaveVeteranInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/parent-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the mother or the father (body relation). */
        post: operations["SaveParentInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/notifier-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the notifier. */
        post: operations["SaveNotifierInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/nok-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves next of kin: one entry, or a list (data or nokInfo); entries with an id are updated. */
        post: operations["SaveNextOfKin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in arranger's cases: activeCases and closedCases. */
        get: operations["MyCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/opi/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A decedent by opi with the policy flag: data.decedent and haveAcceptPolicy. */
        get: operations["DecedentByOpi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Records the policy acceptance of the signed-in person for this decedent. */
        get: operations["AcceptPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A decedent by opi. */
        get: operations["Decedent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/privacy/{opi}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns the page privacy on or off (body isPrivate). */
        put: operations["SetPrivacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obituary/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The obituary of a decedent: data.obituary. */
        get: operations["Obituary"];
        put?: never;
        /** SUBMIT TO ARRANGER: body obituary (HTML, sanitised; required, at most 50000 characters of text). The same text again writes nothing (data.changed false). */
        post: operations["SubmitObituary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcem/{id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cemetery location: data.cemeteryLocation (null when unknown). */
        get: operations["CemeteryLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/decedents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff list of decedents: query search, locationCode, isPrivate, isFreeze, page, pageSize; empty filters are dropped. */
        get: operations["StaffDecedents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obituary/{id}/upload/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the profile photo (kind image: png or jpeg, at most 20 MB) or the audio message (kind audio: mp3 or wav): multipart, the file in the field file. Not while the obituary is locked. */
        post: operations["UploadObituaryMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obituary/{id}/life-of/banner-image/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the banner: multipart, the cropped picture in file (jpeg, png or gif, at most 20 MB) and optionally the picture it was cropped from in files. Answers message, bannerUrl and originalBannerUrl. */
        post: operations["UploadBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the cemetery location (admin): body propertyName and geoJson (a GeoJSON Polygon or MultiPolygon; without it, no 360 view), or cemeteryLocationId. data: cemeteryLocation. */
        put: operations["SetCemeteryLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reference data: memory types, relationships, genders, prefixes, social link kinds, funeral homes, countries, and the certificate lists (races, ethnicities with EDRS codes, qualifications, service branches and eras, marital statuses). */
        get: operations["ReferenceData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/states/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** States of a country (ISO code). */
        get: operations["States"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/counties/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** US counties of a state (two-letter code). */
        get: operations["Counties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/file/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads an uploaded file of a memory as an attachment under its own name, with its memory's visibility. */
        get: operations["DownloadMemoryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads files (multipart, repeated file parts); data.URL lists their URLs in file order. ?isAllowAllMedia=true also takes documents. A visitor sends a solved captcha in the form field captcha (one per upload request). */
        post: operations["UploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved, visible memories of a decedent (query memoryType, page). */
        get: operations["Memories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gallery: files of the approved, visible memories, by id ascending. */
        get: operations["Gallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/approve-memory-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Approve Memories list: status 1 or Pending (Pending for Approval, the default), 2 or Rejected. data.memories. */
        get: operations["ApprovalMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One memory by its id. */
        get: operations["Memory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shares a memory on the decedent of this opi (the public Share a Memory form). It waits for approval. A visitor sends a solved captcha; acceptedPolicy may be left out (accepted on the captcha and recorded), false refuses. */
        post: operations["ShareMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/addOnlyMedia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds media to the gallery without a story: body files: [{fileUrl, fileType}] of uploads, or the files themselves as multipart file parts. */
        post: operations["AddOnlyMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/hide/{memoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hides or shows a memory (body isPrivate). */
        put: operations["HideMemory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve, reject, un-approve or delete (body status Accepted, Rejected, Pending or Deleted; rejectedReason when Rejected). */
        put: operations["MemoryStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/title": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edits the title (body title). */
        put: operations["EditTitle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edits the memory text (body memory). */
        put: operations["EditText"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one file of a memory. */
        delete: operations["DeleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/addImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds files to a memory: body files: [{fileUrl, fileType}] of uploads, or fileUrl, or the files themselves as multipart file parts. */
        post: operations["AddImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/videoLinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds video links to a memory (body files: [{fileUrl, fileType: "Video"}]). */
        post: operations["AddVideoLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/{memoryId}/rotateImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotates an image of a memory (body fileId, rotationAngle 0, 90, 180 or 270). */
        post: operations["RotateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every memory of a decedent (opi) for staff: query status (Pending, Accepted or Rejected; 1 Pending, 2 Rejected), memoryType, search, page, pageSize. */
        get: operations["StaffMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memory/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Staff decision on a memory (body status, rejectedReason when Rejected). */
        put: operations["StaffMemoryStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Staff edit of a memory: body title, or memory, or both. */
        put: operations["StaffEditMemory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memory/{id}/file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Staff deletes one file of a memory. */
        delete: operations["StaffDeleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memory/{id}/addImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff adds files to a memory: body files: [{fileUrl, fileType}] of uploads, or fileUrl, or the files themselves as multipart file parts. */
        post: operations["StaffAddImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memory/{id}/videoLinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff adds video links to a memory (body files: [{fileUrl, fileType: "Video"}]). */
        post: operations["StaffAddVideoLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/memory/{id}/rotateImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff rotates an image (body fileType, fileUrl, fileId, rotationAngle, memoryId). */
        post: operations["StaffRotateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{opi}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available Services of a decedent with the family's answers. */
        get: operations["Services"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{serviceId}/interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The family's interest in a service (body decedentId = opi, isInterested, note). */
        post: operations["AnswerService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangements/{opi}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The arrangement summary read: data.decedent, haveAcceptPolicy, obituary, the step cards and the services. */
        get: operations["ArrangementSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A decedent's events (id = opi) in the caller's time zone (query timezone, IANA): data.events.upcomingEvents and data.events.pastEvents. */
        get: operations["Events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/hide/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hides an event from visitors (body isPrivate), for the family with access or staff. */
        put: operations["HideEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/hideEndTime/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hides a Dynamic event's end time from visitors (body isEndTimeHided). */
        put: operations["HideEventEndTime"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/calendar/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** "Add to calendar": one event as an iCalendar (.ics) file. */
        get: operations["EventCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{opi}/tribute-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tribute store address for a flower or tree order (query action = flower-click or tree-click, optional eventId): data.data. */
        get: operations["TributeLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/addSubscriber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribes an e-mail address to reminders of the services (body email, captcha; query timeZone). */
        post: operations["AddSubscriber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/checkCountForCaptcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this visitor must solve the captcha to subscribe now, and what the rate limits still allow. */
        get: operations["CheckCountForCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/getCountOfSubscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many addresses receive the reminders (the family with access and staff). */
        get: operations["GetCountOfSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/saveMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact Family: body email, message (at most 500 characters), captcha. The timezone query is accepted and not needed. */
        post: operations["SaveMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/getMessageCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The family's message count: data.count, and data.today since midnight in the timezone query (family with access, staff). */
        get: operations["GetMessageCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/getListOfMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitors' messages, newest first: data is the list (family with access, staff). */
        get: operations["GetListOfMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/deleteMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one message of this decedent (body id). */
        post: operations["DeleteMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/hideContactFamily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides or shows the Contact Family form (body hideContactFamily). */
        post: operations["HideContactFamily"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{opi}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The printable QR poster of the official page and its upcoming services (query paper = letter or a4): a PDF, for whoever may see the page. */
        get: operations["DecedentPoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obituary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns the page privacy on or off for an opi (body opi, isPrivate): the same change as PUT /decedent/privacy/{opi}. */
        put: operations["ObituaryPrivacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obituary/{id}/life-of": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The family website dialog: body obituary (HTML, at most 20000 characters of text), title (or lifeOfTitle, at most 254) and description (or lifeOfDescription, at most 10000); an omitted title or description is kept. */
        post: operations["SaveLifeOf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/donationUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves donation links: body data, a list of {id?, donationUrlName, donationUrlSrc, donationUrlDescription, isDeleted?}; data is the stored list. */
        post: operations["DonationUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/deleteDonationDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes every donation link of the decedent. */
        delete: operations["DeleteDonationDetails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decedent/{id}/addSocialMedia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the social links: body socialMediaLinks {Instagram, Facebook, ...}; empty ones are dropped. data is the stored links. */
        post: operations["AddSocialMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obituary/displayName/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the display name: body displayName (made of the decedent's name parts), or displayNameType and fields. */
        post: operations["ObituaryDisplayName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memorialGpt/api/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The decedent's saved drafts (query decedentOpId), the last saved first: {success, error, drafts} (family with access, staff). */
        get: operations["GetObituaryDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memorialGpt/api/save-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Composes and saves a draft from the answers plus decedentOpId (and id to replace a saved draft): {success, error, drafts}, every draft after the save. */
        post: operations["SaveObituaryDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/loginList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Login Report: query from, to (YYYY-MM-DD), role, user, result (succeeded or failed), timeZone, page, pageSize; empty filters are dropped. data: events, total, page, pageSize. */
        get: operations["LoginList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/adminReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User Report: query from, to (created, YYYY-MM-DD), role, user, timeZone, page, pageSize; empty filters are dropped. data: users, total, page, pageSize. */
        get: operations["AdminReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/program-card/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service program templates, 5 a page: ?limit=5&offset={page} (from 0); data.data the templates, data.count how many in all. */
        get: operations["ProgramCardTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/program-card/{opi}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The decedent's program card: data.data.fileUrl the uploaded program, templateFileUrl the chosen template filled in, isLocked. */
        get: operations["ProgramCard"];
        put?: never;
        /** Step 1: picks a template (body templateId), replacing the current program. */
        post: operations["ChooseProgramTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/program-card/{opi}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Step 2: uploads the edited program (multipart, one file part: a .docx). */
        put: operations["UploadProgramCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/program-card/{opi}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the uploaded program to the arranger (e-mail). */
        post: operations["SubmitProgramCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayer-card/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The prayer card templates: data.data, each with id, templateId, name, type, imageURL, thumbnailURL and the default pages. */
        get: operations["PrayerCardTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The library of poems and prayers (public domain): data.data, each with id, title, content, author. */
        get: operations["Poems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayer-card/{opi}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The decedent's prayer card: data.data holds the card (pages with textFields, poem fields, location, lock, submitted pages, printURL). */
        get: operations["PrayerCard"];
        put?: never;
        /** Saves the card. JSON body: templateId (starts from it when it is not the current one), pages [{index, textFields}] or page {index, textFields} (or mainPage, leftPage, rightPage, backPage), poem {id, title, content} or poemId, poemTitle, poemContent, finalContent, locationId, coordinates. Sizes may be numbers or the legacy names ('fs26', 'large'). */
        post: operations["SavePrayerCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayer-card/{opi}/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The family's own photo as the front (multipart: one image part, png or jpeg by content; text field coordinates 'x,y,width,height' of the crop in the photo's pixels). */
        post: operations["UploadPrayerCardImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prayer-card/{opi}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the rendered pages to the arranger (multipart: field files, one PNG per page named template_{n}.png, 1 to 4) and makes the print PDF. */
        post: operations["SubmitPrayerCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funeral-homes/{code}/obituaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a loved one: a funeral home's public obituaries, newest death first, 20 a page (?search=&page=). */
        get: operations["ObituaryIndex"];
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
        /** @description The legacy error envelope. */
        Error: {
            /** @description One sentence for a person. */
            message: string;
            /** @description The GraphQL door's error code (e.g. BAD_USER_INPUT, FORBIDDEN). */
            code?: string;
            /** @description The fields' messages of a refused form, else the message. */
            errors: string[];
            /** @description Each refused field and its message. */
            fieldErrors?: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Login: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The e-mail address of the account (compared case-insensitively).
                     */
                    email: string;
                    /** @description The password. */
                    password: string;
                    /** @description A long session: 30 days instead of 8 hours (the configured defaults). Absent: false. */
                    remember?: boolean;
                    /** @description The same as remember, as older clients name it; read when remember is absent. */
                    rememberMe?: boolean;
                    /** @description A solved captcha: base64 of the JSON {challenge, solution} for a challenge of GET /captcha/challenge; each is taken once. Required only after repeated failed sign-ins on the account or from the address (else 400). */
                    captcha?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            role: string;
                            isNewUser: boolean;
                            expiresAt: string;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                id: number;
                                email: string;
                                firstName: string;
                                middleName: string | null;
                                lastName: string;
                                title: string | null;
                                role: string;
                                roles: string[];
                                isNewUser: boolean;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ForgotPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The e-mail address of the account; the answer is the same whether it has one or not.
                     */
                    email: string;
                    /** @description A solved captcha: base64 of the JSON {challenge, solution} for a challenge of GET /captcha/challenge; each is taken once. Asked of everyone on this row. */
                    captcha?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VerifyResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The reset link's token, where it is not sent as the bearer (the bearer wins). */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            valid: boolean;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ResetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The reset link's token, where it is not sent as the bearer (the bearer wins). */
                    token?: string;
                    /** @description The new password, 6 to 20 characters. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    WebsiteAccess: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hasAccess: boolean;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UserDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                role: string;
                                firstName: string;
                                lastName: string;
                                middleName: string | null;
                                title: string | null;
                                email: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                role: string;
                                isNewUser: boolean;
                                firstName: string;
                                lastName: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UpdateProfile_putUserProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    firstName?: unknown;
                    lastName?: unknown;
                    middleName?: unknown;
                    title?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                            role: string;
                            firstName: string;
                            lastName: string;
                            middleName: string | null;
                            title: string | null;
                            isNewUser: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UpdateProfile_putUserProfileSave: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    firstName?: unknown;
                    lastName?: unknown;
                    middleName?: unknown;
                    title?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                            role: string;
                            firstName: string;
                            lastName: string;
                            middleName: string | null;
                            title: string | null;
                            isNewUser: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ChangePassword_putUserPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    password?: unknown;
                    newPassword?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ChangePassword_postUserPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    password?: unknown;
                    newPassword?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VerifyUserEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            firstName: string | null;
                            lastName: string | null;
                            isNewUser: boolean;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    TransferAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    decedentId?: unknown;
                    email?: unknown;
                    firstName?: unknown;
                    lastName?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Certificate: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SubmitCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SavePrimaryInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    prefix?: string | null;
                    firstName?: string | null;
                    middleName?: string | null;
                    lastName?: string | null;
                    maidenName?: string | null;
                    suffix?: string | null;
                    aka?: string | null;
                    preferredFirstName?: string | null;
                    preferredMiddleName?: string | null;
                    preferredLastName?: string | null;
                    dateOfBirth?: string | null;
                    birthState?: string | null;
                    birthCountry?: string | null;
                    gender?: number | null;
                    maritalStatus?: string | null;
                    /** @description Read: masked, ***-**-1234. Save: XXX-XX-XXXX; absent or empty keeps the stored one. */
                    ssn?: string | null;
                    email?: string | null;
                    /** @description Country code, a dash, ten digits. */
                    phoneNumber?: string | null;
                    secondaryPhoneNumber?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveResidentInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    line1?: string | null;
                    line2?: string | null;
                    country?: string | null;
                    state?: string | null;
                    county?: string | null;
                    city?: string | null;
                    zipcode?: string | null;
                    noOfYearsStayed?: string | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveEthnicityInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isHispanic?: boolean | null;
                    hispanic?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                    raceOne?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                    raceTwo?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                    raceThree?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                    ethnicityOne?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                    ethnicityTwo?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                    ethnicityThree?: {
                        id: number;
                        edrsCode?: string | null;
                        name?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveEducationInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    occupation?: string | null;
                    industry?: string | null;
                    yearsOfOccupation?: string | null;
                    qualification?: {
                        id: number;
                        name?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveVeteranInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isVeteran: boolean;
                    isUnknown: boolean;
                    serviceBranch?: string | null;
                    serviceEra?: string | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveParentInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Mother or Father. */
                    relation: string;
                    firstName?: string | null;
                    middleName?: string | null;
                    lastName?: string | null;
                    maidenName?: string | null;
                    birthCountry?: string | null;
                    birthState?: string | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveNotifierInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    prefix?: string | null;
                    firstName?: string | null;
                    middleName?: string | null;
                    lastName?: string | null;
                    email?: string | null;
                    phoneNumber?: string | null;
                    secondaryPhoneNumber?: string | null;
                    /** @description A label of the relationship list. */
                    relation?: string | null;
                    isNotifierVerified?: boolean | null;
                    address?: {
                        line1?: string | null;
                        line2?: string | null;
                        country?: string | null;
                        state?: string | null;
                        county?: string | null;
                        city?: string | null;
                        zipcode?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveNextOfKin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    prefix?: string | null;
                    firstName?: string | null;
                    middleName?: string | null;
                    lastName?: string | null;
                    email?: string | null;
                    phoneNumber?: string | null;
                    secondaryPhoneNumber?: string | null;
                    /** @description A label of the relationship list. */
                    relation?: string | null;
                    isNotifierVerified?: boolean | null;
                    address?: {
                        line1?: string | null;
                        line2?: string | null;
                        country?: string | null;
                        state?: string | null;
                        county?: string | null;
                        city?: string | null;
                        zipcode?: string | null;
                    } | null;
                    /** @description Absent for a new entry. */
                    id?: number | null;
                    /** @description Same as Notifier. */
                    isNotifier?: boolean | null;
                    /** @description Several entries, each with the fields of one. */
                    data?: Record<string, never>[];
                    /** @description Several entries (as data). */
                    nokInfo?: Record<string, never>[];
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opi: string;
                            isFreeze: boolean;
                            savedSections: string[];
                            /** Format: date-time */
                            submittedAt: string | null;
                            primaryInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                suffix: string | null;
                                aka: string | null;
                                preferredFirstName: string | null;
                                preferredMiddleName: string | null;
                                preferredLastName: string | null;
                                dateOfBirth: string | null;
                                birthState: string | null;
                                birthCountry: string | null;
                                gender: number | null;
                                maritalStatus: string | null;
                                ssn: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                notes: string | null;
                                isFirstSaved: boolean;
                            };
                            residentInfo: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                                noOfYearsStayed: string | null;
                                isFirstSaved: boolean;
                            } | null;
                            ethnicityInfo: {
                                isHispanic: boolean | null;
                                hispanic: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                raceThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityOne: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityTwo: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                                ethnicityThree: {
                                    id: number;
                                    edrsCode: string | null;
                                    name: string | null;
                                } | null;
                            } | null;
                            educationInfo: {
                                occupation: string | null;
                                industry: string | null;
                                yearsOfOccupation: string | null;
                                qualification: {
                                    id: number;
                                    name: string | null;
                                } | null;
                            } | null;
                            veteranInfo: {
                                isVeteran: boolean;
                                isUnknown: boolean;
                                serviceBranch: string | null;
                                serviceEra: string | null;
                            } | null;
                            parentsInfo: {
                                relation: string;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                maidenName: string | null;
                                birthCountry: string | null;
                                birthState: string | null;
                                isFirstSaved: boolean;
                            }[];
                            notifierInfo: {
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            } | null;
                            nokInfo: {
                                id: number | null;
                                isNotifier: boolean | null;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                email: string | null;
                                phoneNumber: string | null;
                                secondaryPhoneNumber: string | null;
                                relation: string | null;
                                isNotifierVerified: boolean | null;
                                address: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                isFirstSaved: boolean;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    MyCases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activeCases: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "closed";
                                decedent: {
                                    id: number;
                                    opi: string;
                                    onePortalId: string;
                                    prefix: string | null;
                                    firstName: string | null;
                                    middleName: string | null;
                                    lastName: string | null;
                                    dateOfBirth: string | null;
                                    dateOfDeath: string | null;
                                    slug: string;
                                };
                            }[];
                            closedCases: {
                                id: number;
                                /** @enum {string} */
                                status: "active" | "closed";
                                decedent: {
                                    id: number;
                                    opi: string;
                                    onePortalId: string;
                                    prefix: string | null;
                                    firstName: string | null;
                                    middleName: string | null;
                                    lastName: string | null;
                                    dateOfBirth: string | null;
                                    dateOfDeath: string | null;
                                    slug: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DecedentByOpi: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            decedent: {
                                id: number;
                                opi: string;
                                onePortalId: string;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                suffix: string | null;
                                fullName: string;
                                slug: string;
                                dateOfBirth: string | null;
                                dateOfDeath: string | null;
                                pageTitle: string | null;
                                isPrivate: boolean;
                                hideContactFamily: boolean;
                                obituaryIsLocked: boolean;
                                isFreeze: boolean;
                                bannerUrl: string | null;
                                originalBannerUrl: string | null;
                                pictureUrl: string | null;
                                audioFileUrl: string | null;
                                locationCode: string | null;
                                lifeOfTitle: string | null;
                                lifeOfDescription: string | null;
                                title: string | null;
                                description: string | null;
                                donationDetails: {
                                    id: number;
                                    donationUrlName: string;
                                    donationUrlSrc: string;
                                    donationUrlDescription: string | null;
                                }[];
                                socialMediaLinks: {
                                    CustomUrl: string | null;
                                    Facebook: string | null;
                                    Instagram: string | null;
                                    Twitter: string | null;
                                    Tiktok: string | null;
                                    Blog: string | null;
                                    Youtube: string | null;
                                    Linkedin: string | null;
                                };
                                funeralHome: {
                                    code: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    phone: string;
                                };
                                hasAccess: boolean;
                            };
                            haveAcceptPolicy: boolean;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AcceptPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            haveAcceptPolicy: boolean;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decedent: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            onePortalId: string;
                            prefix: string | null;
                            firstName: string | null;
                            middleName: string | null;
                            lastName: string | null;
                            suffix: string | null;
                            fullName: string;
                            slug: string;
                            dateOfBirth: string | null;
                            dateOfDeath: string | null;
                            pageTitle: string | null;
                            isPrivate: boolean;
                            hideContactFamily: boolean;
                            obituaryIsLocked: boolean;
                            isFreeze: boolean;
                            bannerUrl: string | null;
                            originalBannerUrl: string | null;
                            pictureUrl: string | null;
                            audioFileUrl: string | null;
                            locationCode: string | null;
                            lifeOfTitle: string | null;
                            lifeOfDescription: string | null;
                            title: string | null;
                            description: string | null;
                            donationDetails: {
                                id: number;
                                donationUrlName: string;
                                donationUrlSrc: string;
                                donationUrlDescription: string | null;
                            }[];
                            socialMediaLinks: {
                                CustomUrl: string | null;
                                Facebook: string | null;
                                Instagram: string | null;
                                Twitter: string | null;
                                Tiktok: string | null;
                                Blog: string | null;
                                Youtube: string | null;
                                Linkedin: string | null;
                            };
                            funeralHome: {
                                code: string;
                                name: string;
                                city: string;
                                address: string;
                                phone: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SetPrivacy: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isPrivate?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isPrivate: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Obituary: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            obituary: {
                                obituary: string;
                                displayName: string;
                                description: string;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                dateOfBirth: string | null;
                                dateOfDeath: string | null;
                                audioFileUrl: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SubmitObituary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    obituary?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed: boolean;
                            obituary: string;
                            /** Format: date-time */
                            submittedAt: string | null;
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CemeteryLocation: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cemeteryLocation: {
                                propertyName: string;
                                geoJson: {
                                    type: string;
                                    coordinates: unknown;
                                } | null;
                                latitude: number | null;
                                longitude: number | null;
                                address: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffDecedents: {
        parameters: {
            query?: {
                search?: unknown;
                locationCode?: unknown;
                isPrivate?: unknown;
                isFreeze?: unknown;
                page?: unknown;
                pageSize?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            page: number;
                            pageSize: number;
                            decedents: {
                                id: number;
                                opi: string;
                                onePortalId: string;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                dateOfBirth: string | null;
                                dateOfDeath: string | null;
                                isPrivate: boolean;
                                isFreeze: boolean;
                                locationCode: string | null;
                                slug: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UploadObituaryMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files, one part each. */
                    file?: string[];
                };
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            pictureUrl: string | null;
                            audioFileUrl: string | null;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UploadBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files, one part each. */
                    file?: string[];
                };
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bannerUrl: string | null;
                            originalBannerUrl: string | null;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SetCemeteryLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    cemeteryLocation?: unknown;
                    cemeteryLocationId?: unknown;
                    propertyName?: unknown;
                    geoJson?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cemeteryLocation: {
                                id: number;
                                propertyName: string;
                                geoJson: {
                                    type: string;
                                    coordinates: unknown;
                                } | null;
                                latitude: number | null;
                                longitude: number | null;
                                address: string | null;
                            } | null;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ReferenceData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            memoryTypes: {
                                id: number;
                                name: string;
                            }[];
                            relationships: {
                                id: number;
                                name: string;
                            }[];
                            genders: {
                                id: number;
                                name: string;
                            }[];
                            prefixes: string[];
                            profileTitles: string[];
                            socialLinkKinds: string[];
                            funeralHomes: {
                                code: string;
                                name: string;
                                city: string;
                                address: string;
                                phone: string;
                            }[];
                            countries: {
                                code: string;
                                name: string;
                            }[];
                            raceHeaders: {
                                id: number;
                                name: string;
                            }[];
                            races: {
                                id: number;
                                edrsCode: string;
                                name: string;
                                headerId: number;
                            }[];
                            ethnicities: {
                                id: number;
                                edrsCode: string;
                                name: string;
                                isHispanic: boolean;
                            }[];
                            qualifications: {
                                id: number;
                                name: string;
                            }[];
                            serviceBranches: string[];
                            serviceEras: string[];
                            maritalStatuses: string[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    States: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            name: string;
                            countryCode: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Counties: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            fips: string;
                            name: string;
                            stateCode: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DownloadMemoryFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment under its own name and type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UploadMedia: {
        parameters: {
            query?: {
                isAllowAllMedia?: unknown;
            };
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    captcha?: unknown;
                    /** @description The files, one part each. */
                    file?: string[];
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            URL: string[];
                            files: {
                                url: string;
                                fileUrl: string;
                                originalFileUrl: string;
                                thumbnailUrl: string | null;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                fileName: string;
                                width: number | null;
                                height: number | null;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Memories: {
        parameters: {
            query?: {
                memoryType?: unknown;
                page?: unknown;
            };
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            memories: {
                                id: number;
                                opi: string;
                                title: string;
                                memory: string;
                                description: string;
                                memoryType: number;
                                memoryTypeName: string;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Rejected";
                                memoryStatus: string;
                                rejectedReason: string | null;
                                isPrivate: boolean;
                                dateOfMemory: string;
                                relationship: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                memoryByPerson: number | null;
                                memoryByPersonFirstName: string;
                                memoryByPersonLastName: string;
                                personEmail: string | null;
                                personPhone: string | null;
                                personAddress: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                files: {
                                    id: number;
                                    memoryId: number;
                                    /** @enum {string} */
                                    fileType: "Image" | "Video" | "Audio" | "Application";
                                    src: string;
                                    originalUrl: string;
                                    thumbnailUrl: string | null;
                                    rotationAngle: number;
                                    width: number | null;
                                    height: number | null;
                                    fileName: string | null;
                                    isLink: boolean;
                                    linkTitle: string | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified since the ETag named by If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Gallery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            memoryId: number;
                            /** @enum {string} */
                            fileType: "Image" | "Video" | "Audio" | "Application";
                            src: string;
                            thumbnailUrl: string | null;
                            fileName: string | null;
                            rotationAngle: number;
                            width: number | null;
                            height: number | null;
                            isLink: boolean;
                            linkTitle: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified since the ETag named by If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ApprovalMemories: {
        parameters: {
            query?: {
                status?: unknown;
            };
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            memories: {
                                id: number;
                                opi: string;
                                title: string;
                                memory: string;
                                description: string;
                                memoryType: number;
                                memoryTypeName: string;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Rejected";
                                memoryStatus: string;
                                rejectedReason: string | null;
                                isPrivate: boolean;
                                dateOfMemory: string;
                                relationship: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                memoryByPerson: number | null;
                                memoryByPersonFirstName: string;
                                memoryByPersonLastName: string;
                                personEmail: string | null;
                                personPhone: string | null;
                                personAddress: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                files: {
                                    id: number;
                                    memoryId: number;
                                    /** @enum {string} */
                                    fileType: "Image" | "Video" | "Audio" | "Application";
                                    src: string;
                                    originalUrl: string;
                                    thumbnailUrl: string | null;
                                    rotationAngle: number;
                                    width: number | null;
                                    height: number | null;
                                    fileName: string | null;
                                    isLink: boolean;
                                    linkTitle: string | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Memory: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified since the ETag named by If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ShareMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    memoryAddingPerson?: unknown;
                    memoryType?: unknown;
                    dateOfMemory?: unknown;
                    title?: unknown;
                    memory?: unknown;
                    relationship?: unknown;
                    files?: unknown;
                    fileUrl?: unknown;
                    acceptedPolicy?: unknown;
                    idempotencyKey?: unknown;
                    captcha?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AddOnlyMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files?: unknown;
                    fileUrl?: unknown;
                    /** @description The files, one part each. */
                    file?: string[];
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    HideMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isPrivate?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    MemoryStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    status?: unknown;
                    rejectedReason?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    EditTitle: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    EditText: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    memory?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DeleteFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AddImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files?: unknown;
                    fileUrl?: unknown;
                    /** @description The files, one part each. */
                    file?: string[];
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AddVideoLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    files?: unknown;
                    fileUrl?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RotateImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
                memoryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    fileId?: unknown;
                    rotationAngle?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffMemories: {
        parameters: {
            query?: {
                status?: unknown;
                memoryType?: unknown;
                search?: unknown;
                page?: unknown;
                pageSize?: unknown;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            page: number;
                            pageSize: number;
                            memories: {
                                id: number;
                                opi: string;
                                title: string;
                                memory: string;
                                description: string;
                                memoryType: number;
                                memoryTypeName: string;
                                /** @enum {string} */
                                status: "Pending" | "Accepted" | "Rejected";
                                memoryStatus: string;
                                rejectedReason: string | null;
                                isPrivate: boolean;
                                dateOfMemory: string;
                                relationship: number | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                memoryByPerson: number | null;
                                memoryByPersonFirstName: string;
                                memoryByPersonLastName: string;
                                personEmail: string | null;
                                personPhone: string | null;
                                personAddress: {
                                    line1: string | null;
                                    line2: string | null;
                                    country: string | null;
                                    state: string | null;
                                    county: string | null;
                                    city: string | null;
                                    zipcode: string | null;
                                } | null;
                                files: {
                                    id: number;
                                    memoryId: number;
                                    /** @enum {string} */
                                    fileType: "Image" | "Video" | "Audio" | "Application";
                                    src: string;
                                    originalUrl: string;
                                    thumbnailUrl: string | null;
                                    rotationAngle: number;
                                    width: number | null;
                                    height: number | null;
                                    fileName: string | null;
                                    isLink: boolean;
                                    linkTitle: string | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffMemoryStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    status?: unknown;
                    rejectedReason?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffEditMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: unknown;
                    memory?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffDeleteFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffAddImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files?: unknown;
                    fileUrl?: unknown;
                    /** @description The files, one part each. */
                    file?: string[];
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffAddVideoLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    files?: unknown;
                    fileUrl?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    StaffRotateImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    fileId?: unknown;
                    rotationAngle?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            opi: string;
                            title: string;
                            memory: string;
                            description: string;
                            memoryType: number;
                            memoryTypeName: string;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected";
                            memoryStatus: string;
                            rejectedReason: string | null;
                            isPrivate: boolean;
                            dateOfMemory: string;
                            relationship: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            memoryByPerson: number | null;
                            memoryByPersonFirstName: string;
                            memoryByPersonLastName: string;
                            personEmail: string | null;
                            personPhone: string | null;
                            personAddress: {
                                line1: string | null;
                                line2: string | null;
                                country: string | null;
                                state: string | null;
                                county: string | null;
                                city: string | null;
                                zipcode: string | null;
                            } | null;
                            files: {
                                id: number;
                                memoryId: number;
                                /** @enum {string} */
                                fileType: "Image" | "Video" | "Audio" | "Application";
                                src: string;
                                originalUrl: string;
                                thumbnailUrl: string | null;
                                rotationAngle: number;
                                width: number | null;
                                height: number | null;
                                fileName: string | null;
                                isLink: boolean;
                                linkTitle: string | null;
                            }[];
                        } | null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Services: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string;
                            imageUrl: string;
                            isInterested: boolean | null;
                            note: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AnswerService: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    decedentId?: unknown;
                    isInterested?: unknown;
                    note?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string;
                            imageUrl: string;
                            isInterested: boolean | null;
                            note: string | null;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ArrangementSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            decedent: {
                                id: number;
                                opi: string;
                                onePortalId: string;
                                prefix: string | null;
                                firstName: string | null;
                                middleName: string | null;
                                lastName: string | null;
                                suffix: string | null;
                                fullName: string;
                                slug: string;
                                dateOfBirth: string | null;
                                dateOfDeath: string | null;
                                pageTitle: string | null;
                                isPrivate: boolean;
                                hideContactFamily: boolean;
                                obituaryIsLocked: boolean;
                                isFreeze: boolean;
                                bannerUrl: string | null;
                                originalBannerUrl: string | null;
                                pictureUrl: string | null;
                                audioFileUrl: string | null;
                                locationCode: string | null;
                                lifeOfTitle: string | null;
                                lifeOfDescription: string | null;
                                title: string | null;
                                description: string | null;
                                donationDetails: {
                                    id: number;
                                    donationUrlName: string;
                                    donationUrlSrc: string;
                                    donationUrlDescription: string | null;
                                }[];
                                socialMediaLinks: {
                                    CustomUrl: string | null;
                                    Facebook: string | null;
                                    Instagram: string | null;
                                    Twitter: string | null;
                                    Tiktok: string | null;
                                    Blog: string | null;
                                    Youtube: string | null;
                                    Linkedin: string | null;
                                };
                                funeralHome: {
                                    code: string;
                                    name: string;
                                    city: string;
                                    address: string;
                                    phone: string;
                                };
                                prayerStatus: boolean;
                                programStatus: boolean;
                            };
                            haveAcceptPolicy: boolean;
                            obituary: {
                                obituary: string;
                                displayName: string;
                                description: string;
                                dateOfBirth: string | null;
                                dateOfDeath: string | null;
                            };
                            steps: {
                                key: string;
                                step: number;
                                title: string;
                                badge: string | null;
                                route: string;
                                external: boolean;
                                isLocked: boolean;
                                isStarted: boolean;
                                isComplete: boolean;
                                /** @enum {string} */
                                state: "NOT_STARTED" | "STARTED" | "SUBMITTED" | "COMPLETE";
                                /** Format: date-time */
                                submittedAt: string | null;
                                progress: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                            }[];
                            services: {
                                id: number;
                                name: string;
                                description: string;
                                imageUrl: string;
                                isInterested: boolean | null;
                                note: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Events: {
        parameters: {
            query?: {
                timezone?: unknown;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            events: {
                                upcomingEvents: {
                                    id: number;
                                    eventName: string;
                                    /** @enum {string} */
                                    eventType: "Static" | "Dynamic";
                                    locationName: string | null;
                                    chapelName: string | null;
                                    locationAddress: string | null;
                                    locationAddressObj: {
                                        line1: string | null;
                                        city: string | null;
                                        state: string | null;
                                        zipcode: string | null;
                                        country: string | null;
                                    };
                                    serviceDate: string;
                                    beginningTime: string;
                                    endingTime: string | null;
                                    localDate: string;
                                    localBeginningTime: string;
                                    localEndingTime: string | null;
                                    timeZone: string;
                                    startsAt: string;
                                    endsAt: string | null;
                                    locationCode: string | null;
                                    url: string | null;
                                    passCode: string | null;
                                    hidePassCodeInFaa: boolean;
                                    isEndTimeHided: boolean;
                                    isPrivate: boolean;
                                    isPast: boolean;
                                    mapUrl: string | null;
                                    calendarUrl: string;
                                    flowerOrderOpen: boolean;
                                    flowerCutoffAt: string;
                                    treeOrderOpen: boolean;
                                }[];
                                pastEvents: {
                                    id: number;
                                    eventName: string;
                                    /** @enum {string} */
                                    eventType: "Static" | "Dynamic";
                                    locationName: string | null;
                                    chapelName: string | null;
                                    locationAddress: string | null;
                                    locationAddressObj: {
                                        line1: string | null;
                                        city: string | null;
                                        state: string | null;
                                        zipcode: string | null;
                                        country: string | null;
                                    };
                                    serviceDate: string;
                                    beginningTime: string;
                                    endingTime: string | null;
                                    localDate: string;
                                    localBeginningTime: string;
                                    localEndingTime: string | null;
                                    timeZone: string;
                                    startsAt: string;
                                    endsAt: string | null;
                                    locationCode: string | null;
                                    url: string | null;
                                    passCode: string | null;
                                    hidePassCodeInFaa: boolean;
                                    isEndTimeHided: boolean;
                                    isPrivate: boolean;
                                    isPast: boolean;
                                    mapUrl: string | null;
                                    calendarUrl: string;
                                    flowerOrderOpen: boolean;
                                    flowerCutoffAt: string;
                                    treeOrderOpen: boolean;
                                }[];
                                tributeStore: boolean;
                                canHide: boolean;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    HideEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isPrivate?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            eventName: string;
                            /** @enum {string} */
                            eventType: "Static" | "Dynamic";
                            locationName: string | null;
                            chapelName: string | null;
                            locationAddress: string | null;
                            locationAddressObj: {
                                line1: string | null;
                                city: string | null;
                                state: string | null;
                                zipcode: string | null;
                                country: string | null;
                            };
                            serviceDate: string;
                            beginningTime: string;
                            endingTime: string | null;
                            localDate: string;
                            localBeginningTime: string;
                            localEndingTime: string | null;
                            timeZone: string;
                            startsAt: string;
                            endsAt: string | null;
                            locationCode: string | null;
                            url: string | null;
                            passCode: string | null;
                            hidePassCodeInFaa: boolean;
                            isEndTimeHided: boolean;
                            isPrivate: boolean;
                            isPast: boolean;
                            mapUrl: string | null;
                            calendarUrl: string;
                            flowerOrderOpen: boolean;
                            flowerCutoffAt: string;
                            treeOrderOpen: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    HideEventEndTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isEndTimeHided?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            eventName: string;
                            /** @enum {string} */
                            eventType: "Static" | "Dynamic";
                            locationName: string | null;
                            chapelName: string | null;
                            locationAddress: string | null;
                            locationAddressObj: {
                                line1: string | null;
                                city: string | null;
                                state: string | null;
                                zipcode: string | null;
                                country: string | null;
                            };
                            serviceDate: string;
                            beginningTime: string;
                            endingTime: string | null;
                            localDate: string;
                            localBeginningTime: string;
                            localEndingTime: string | null;
                            timeZone: string;
                            startsAt: string;
                            endsAt: string | null;
                            locationCode: string | null;
                            url: string | null;
                            passCode: string | null;
                            hidePassCodeInFaa: boolean;
                            isEndTimeHided: boolean;
                            isPrivate: boolean;
                            isPast: boolean;
                            mapUrl: string | null;
                            calendarUrl: string;
                            flowerOrderOpen: boolean;
                            flowerCutoffAt: string;
                            treeOrderOpen: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    EventCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment under its own name and type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    TributeLink: {
        parameters: {
            query?: {
                action?: unknown;
                eventId?: unknown;
            };
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: string;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AddSubscriber: {
        parameters: {
            query?: {
                timeZone?: unknown;
            };
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: unknown;
                    captcha?: unknown;
                    timeZone?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            created: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    CheckCountForCaptcha: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            captchaRequired: boolean;
                            allowed: boolean;
                            remaining: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetCountOfSubscribers: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: unknown;
                    message?: unknown;
                    captcha?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or for this page): wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetMessageCount: {
        parameters: {
            query?: {
                timezone?: unknown;
                timeZone?: unknown;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            today: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetListOfMessages: {
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
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            email: string;
                            message: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DeleteMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    HideContactFamily: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    hideContactFamily?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hideContactFamily: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DecedentPoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment under its own name and type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ObituaryPrivacy: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    opi?: unknown;
                    onePortalId?: unknown;
                    isPrivate?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isPrivate: boolean;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SaveLifeOf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    obituary?: unknown;
                    lifeOfTitle?: unknown;
                    title?: unknown;
                    lifeOfDescription?: unknown;
                    description?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed: boolean;
                            obituary: string;
                            lifeOfTitle: string | null;
                            lifeOfDescription: string | null;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DonationUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    data?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            donationUrlName: string;
                            donationUrlSrc: string;
                            donationUrlDescription: string | null;
                        }[];
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DeleteDonationDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AddSocialMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    socialMediaLinks?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            CustomUrl: string | null;
                            Facebook: string | null;
                            Instagram: string | null;
                            Twitter: string | null;
                            Tiktok: string | null;
                            Blog: string | null;
                            Youtube: string | null;
                            Linkedin: string | null;
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ObituaryDisplayName: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    displayName?: unknown;
                    displayNameType?: unknown;
                    fields?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            displayName: string;
                            displayNameType: string | null;
                            fields: string[];
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetObituaryDrafts: {
        parameters: {
            query?: {
                decedentOpId?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy service's own shape (not the envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        error: null;
                        drafts: {
                            id: number;
                            decedentOpId: string;
                            generatedText: string;
                            authorName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            firstName: string | null;
                            middleName: string | null;
                            lastName: string | null;
                            nickName: string | null;
                            gender: string | null;
                            dateOfBirth: string | null;
                            dateOfDeath: string | null;
                            dateOfCeremony: string | null;
                            birthplace: string | null;
                            placeLived: string[] | null;
                            education: string[] | null;
                            deathCause: string | null;
                            familyMembers: {
                                name: string;
                                relationship: string;
                                isDeceased: boolean | null;
                            }[] | null;
                            lifeMoments: string[] | null;
                            achievements: string[] | null;
                            memories: string[] | null;
                            hobbies: string[] | null;
                            personalityTraits: string[] | null;
                            ceremonyDetails: string | null;
                            writingTone: string | null;
                            length: string | null;
                            memorableQuote: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    SaveObituaryDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    decedentOpId?: unknown;
                    firstName?: unknown;
                    middleName?: unknown;
                    lastName?: unknown;
                    nickName?: unknown;
                    gender?: unknown;
                    birthplace?: unknown;
                    deathCause?: unknown;
                    ceremonyDetails?: unknown;
                    writingTone?: unknown;
                    length?: unknown;
                    memorableQuote?: unknown;
                    dateOfBirth?: unknown;
                    dateOfDeath?: unknown;
                    dateOfCeremony?: unknown;
                    placeLived?: unknown;
                    education?: unknown;
                    lifeMoments?: unknown;
                    achievements?: unknown;
                    memories?: unknown;
                    hobbies?: unknown;
                    personalityTraits?: unknown;
                    familyMembers?: unknown;
                    names?: unknown;
                    id?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy service's own shape (not the envelope). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        error: null;
                        drafts: {
                            id: number;
                            decedentOpId: string;
                            generatedText: string;
                            authorName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            firstName: string | null;
                            middleName: string | null;
                            lastName: string | null;
                            nickName: string | null;
                            gender: string | null;
                            dateOfBirth: string | null;
                            dateOfDeath: string | null;
                            dateOfCeremony: string | null;
                            birthplace: string | null;
                            placeLived: string[] | null;
                            education: string[] | null;
                            deathCause: string | null;
                            familyMembers: {
                                name: string;
                                relationship: string;
                                isDeceased: boolean | null;
                            }[] | null;
                            lifeMoments: string[] | null;
                            achievements: string[] | null;
                            memories: string[] | null;
                            hobbies: string[] | null;
                            personalityTraits: string[] | null;
                            ceremonyDetails: string | null;
                            writingTone: string | null;
                            length: string | null;
                            memorableQuote: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & ({
                        success?: boolean;
                        error?: string;
                        drafts?: unknown[];
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    LoginList: {
        parameters: {
            query?: {
                from?: unknown;
                to?: unknown;
                role?: unknown;
                user?: unknown;
                timeZone?: unknown;
                page?: unknown;
                pageSize?: unknown;
                result?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            page: number;
                            pageSize: number;
                            events: {
                                id: string;
                                at: string;
                                email: string;
                                name: string | null;
                                role: string;
                                ip: string;
                                succeeded: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminReport: {
        parameters: {
            query?: {
                from?: unknown;
                to?: unknown;
                role?: unknown;
                user?: unknown;
                timeZone?: unknown;
                page?: unknown;
                pageSize?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            page: number;
                            pageSize: number;
                            users: {
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                                roles: string[];
                                cases: number;
                                createdAt: string;
                                lastLoginAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ProgramCardTemplates: {
        parameters: {
            query?: {
                limit?: unknown;
                offset?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                id: number;
                                name: string;
                                previewFrontImageUrl: string;
                                previewBackImageUrl: string;
                            }[];
                            count: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ProgramCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                programCardTemplate: {
                                    id: number;
                                    name: string;
                                    previewFrontImageUrl: string;
                                    previewBackImageUrl: string;
                                } | null;
                                templateFileUrl: string | null;
                                fileUrl: string | null;
                                fileName: string | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                                maxFileBytes: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ChooseProgramTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    templateId?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                programCardTemplate: {
                                    id: number;
                                    name: string;
                                    previewFrontImageUrl: string;
                                    previewBackImageUrl: string;
                                } | null;
                                templateFileUrl: string | null;
                                fileUrl: string | null;
                                fileName: string | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                                maxFileBytes: number;
                            };
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UploadProgramCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files, one part each. */
                    file?: string[];
                };
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                programCardTemplate: {
                                    id: number;
                                    name: string;
                                    previewFrontImageUrl: string;
                                    previewBackImageUrl: string;
                                } | null;
                                templateFileUrl: string | null;
                                fileUrl: string | null;
                                fileName: string | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                                maxFileBytes: number;
                            };
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SubmitProgramCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                programCardTemplate: {
                                    id: number;
                                    name: string;
                                    previewFrontImageUrl: string;
                                    previewBackImageUrl: string;
                                } | null;
                                templateFileUrl: string | null;
                                fileUrl: string | null;
                                fileName: string | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                                maxFileBytes: number;
                            };
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PrayerCardTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                id: number;
                                templateId: number;
                                name: string;
                                type: string;
                                imageURL: string;
                                thumbnailURL: string;
                                pages: {
                                    index: number;
                                    name: string;
                                    imageURL: string | null;
                                    textFields: {
                                        type: string;
                                        subType: string | null;
                                        name: string;
                                        text: string;
                                        priority: number;
                                        font: string;
                                        size: number;
                                        bold: boolean;
                                        italic: boolean;
                                        underline: boolean;
                                        align: string;
                                        line: number | null;
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Poems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                id: number;
                                title: string;
                                content: string;
                                author: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PrayerCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                templateId: number | null;
                                templateName: string | null;
                                imageURL: string | null;
                                isCustom: boolean;
                                coordinates: string | null;
                                pages: {
                                    index: number;
                                    name: string;
                                    imageURL: string | null;
                                    textFields: {
                                        type: string;
                                        subType: string | null;
                                        name: string;
                                        text: string;
                                        priority: number;
                                        font: string;
                                        size: number;
                                        bold: boolean;
                                        italic: boolean;
                                        underline: boolean;
                                        align: string;
                                        line: number | null;
                                    }[];
                                }[];
                                poemId: number | null;
                                poemTitle: string | null;
                                poemContent: string | null;
                                finalContent: string | null;
                                locationId: number | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                renderedPageURLs: string[];
                                printURL: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SavePrayerCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    pages?: unknown;
                    page?: unknown;
                    mainPage?: unknown;
                    leftPage?: unknown;
                    rightPage?: unknown;
                    backPage?: unknown;
                    poem?: unknown;
                    templateId?: unknown;
                    poemId?: unknown;
                    poemTitle?: unknown;
                    poemContent?: unknown;
                    finalContent?: unknown;
                    locationId?: unknown;
                    location?: unknown;
                    coordinates?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                templateId: number | null;
                                templateName: string | null;
                                imageURL: string | null;
                                isCustom: boolean;
                                coordinates: string | null;
                                pages: {
                                    index: number;
                                    name: string;
                                    imageURL: string | null;
                                    textFields: {
                                        type: string;
                                        subType: string | null;
                                        name: string;
                                        text: string;
                                        priority: number;
                                        font: string;
                                        size: number;
                                        bold: boolean;
                                        italic: boolean;
                                        underline: boolean;
                                        align: string;
                                        line: number | null;
                                    }[];
                                }[];
                                poemId: number | null;
                                poemTitle: string | null;
                                poemContent: string | null;
                                finalContent: string | null;
                                locationId: number | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                renderedPageURLs: string[];
                                printURL: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                            };
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    UploadPrayerCardImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the GET this save was made from: a save made from an older version is refused with 409. */
                "If-Match"?: string;
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    coordinates?: unknown;
                    /** @description The files, one part each. */
                    file?: string[];
                };
                "application/json": {
                    coordinates?: unknown;
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                templateId: number | null;
                                templateName: string | null;
                                imageURL: string | null;
                                isCustom: boolean;
                                coordinates: string | null;
                                pages: {
                                    index: number;
                                    name: string;
                                    imageURL: string | null;
                                    textFields: {
                                        type: string;
                                        subType: string | null;
                                        name: string;
                                        text: string;
                                        priority: number;
                                        font: string;
                                        size: number;
                                        bold: boolean;
                                        italic: boolean;
                                        underline: boolean;
                                        align: string;
                                        line: number | null;
                                    }[];
                                }[];
                                poemId: number | null;
                                poemTitle: string | null;
                                poemContent: string | null;
                                finalContent: string | null;
                                locationId: number | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                renderedPageURLs: string[];
                                printURL: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                            };
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SubmitPrayerCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                opi: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files, one part each. */
                    file?: string[];
                };
            };
        };
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    /** @description The versions of the records in the answer; send it back as If-Match with a save made from it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                opi: string;
                                templateId: number | null;
                                templateName: string | null;
                                imageURL: string | null;
                                isCustom: boolean;
                                coordinates: string | null;
                                pages: {
                                    index: number;
                                    name: string;
                                    imageURL: string | null;
                                    textFields: {
                                        type: string;
                                        subType: string | null;
                                        name: string;
                                        text: string;
                                        priority: number;
                                        font: string;
                                        size: number;
                                        bold: boolean;
                                        italic: boolean;
                                        underline: boolean;
                                        align: string;
                                        line: number | null;
                                    }[];
                                }[];
                                poemId: number | null;
                                poemTitle: string | null;
                                poemContent: string | null;
                                finalContent: string | null;
                                locationId: number | null;
                                isLocked: boolean;
                                /** Format: date-time */
                                submittedAt: string | null;
                                renderedPageURLs: string[];
                                printURL: string | null;
                                lastEditedBy: string | null;
                                /** Format: date-time */
                                lastEditedAt: string | null;
                            };
                        };
                        /** @description What happened, in a sentence for a person. */
                        message?: string;
                    };
                };
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved meanwhile by someone else (If-Match), or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or a file is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file is not of a type this row takes (the file's own bytes decide, not its name). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The arranger has locked this step: nothing of it can be changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ObituaryIndex: {
        parameters: {
            query?: {
                search?: unknown;
                page?: unknown;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success, in the legacy envelope: data and, after a change, message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            home: {
                                code: string;
                                name: string;
                            };
                            search: string | null;
                            page: number;
                            pageCount: number;
                            total: number;
                            entries: {
                                opi: string;
                                slug: string;
                                fullName: string;
                                birthDate: string | null;
                                deathDate: string | null;
                                portraitUrl: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified since the ETag named by If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is: the message (and fieldErrors) name what to fix. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or an expired one: sign in (POST /auth/{role}/login) and send its token as a bearer. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This session may not do this: another role, another family, or a private page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something failed on our side: the message says no more. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is briefly unavailable: try again after the Retry-After header. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
