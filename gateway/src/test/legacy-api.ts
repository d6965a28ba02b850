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
        /** The signed-in person's details: data.data with role, firstName, lastName, middleName, title (and email, language). */
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
        /** Saves Personal Details (body firstName, lastName, middleName, title, language); message in data.message. The first save ends the new-user state. */
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
        /** Saves Personal Details (body firstName, lastName, middleName, title, language); message in data.message. The first save ends the new-user state. */
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
    "/memories/{opi}/rejectAsSpam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects the selected pending memories of this decedent as spam (body memoryIds, rejectedReason: required, as for one). No mail to their sharers. */
        post: operations["RejectMemoriesAsSpam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/memories/{opi}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Releases held memories of this decedent (body memoryIds): still pending, each is then mailed to the family. */
        post: operations["ReleaseHeldMemories"];
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
    "/admin/memories/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff releases held memories (body memoryIds) of any decedent: each is then mailed to its family as a pending memory. */
        post: operations["StaffReleaseMemories"];
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
    "/decedent/{id}/releaseMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Releases held messages (likely spam at arrival, not mailed) of this decedent (body ids): each is then mailed to the family (family with access, staff). */
        post: operations["ReleaseMessages"];
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
    "/decedent/{id}/pageLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the memorial page's language (body language: en or es; null or empty for each visitor's own); data.pageLanguage. */
        put: operations["PageLanguage"];
        post?: never;
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
    "/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new captcha challenge (ALTCHA): solve it and send the solution as the captcha field of a public write. */
        get: operations["CaptchaChallenge"];
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
                /** @description The role to sign in as: the family (arranger), staff (admin) or a cl-arranger. */
                role: "arranger" | "admin" | "cl-arranger";
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
                    captcha?: string | null;
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
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            header?: {
                /** @description A key of your choice: the same request sent again with it answers the first answer instead of running twice. */
                "Idempotency-Key"?: string;
            };
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    captcha?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                                language: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description First name, required, at most 50 characters (trimmed). */
                    firstName: string;
                    /** @description Last name, required, at most 50 characters (trimmed). */
                    lastName: string;
                    /** @description Middle name, optional, at most 50 characters (trimmed). */
                    middleName?: string | null;
                    /**
                     * @description Mr, Mrs or Ms; empty or absent for none.
                     * @enum {string|null}
                     */
                    title?: "" | "Mr" | "Mrs" | "Ms" | null;
                    /**
                     * @description The language of your screens and e-mails: en or es; empty or null for none chosen; absent: unchanged.
                     * @enum {string|null}
                     */
                    language?: "" | "en" | "es" | null;
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
                            language: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description First name, required, at most 50 characters (trimmed). */
                    firstName: string;
                    /** @description Last name, required, at most 50 characters (trimmed). */
                    lastName: string;
                    /** @description Middle name, optional, at most 50 characters (trimmed). */
                    middleName?: string | null;
                    /**
                     * @description Mr, Mrs or Ms; empty or absent for none.
                     * @enum {string|null}
                     */
                    title?: "" | "Mr" | "Mrs" | "Ms" | null;
                    /**
                     * @description The language of your screens and e-mails: en or es; empty or null for none chosen; absent: unchanged.
                     * @enum {string|null}
                     */
                    language?: "" | "en" | "es" | null;
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
                            language: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current (old) password. */
                    password: string;
                    /** @description The new password: 6 to 20 characters, not the old one. */
                    newPassword: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current (old) password. */
                    password: string;
                    /** @description The new password: 6 to 20 characters, not the old one. */
                    newPassword: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The e-mail address to look up (trimmed, case-insensitive).
                     */
                    email: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The loved one: the decedent's onePortalId, or its numeric id as GET /decedent lists it. */
                    decedentId: string | number;
                    /**
                     * Format: email
                     * @description The e-mail address of the person who takes over (not your own).
                     */
                    email: string;
                    /** @description The receiver's first name, at most 50 characters (trimmed). */
                    firstName: string;
                    /** @description The receiver's last name, at most 50 characters (trimmed). */
                    lastName: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    isVeteran?: boolean;
                    isUnknown?: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: only the family with access and staff see the page; false: everyone does. The text true or false is read the same. */
                    isPrivate: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The obituary, HTML (sanitised when saved): some text, at most 50000 characters of it. Absent or empty: 400 "Obituary is required". */
                    obituary: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description Part of the opi, first name, last name or preferred first name (case-insensitive). Absent or empty: every decedent. */
                search?: string;
                /** @description Only the decedents of this funeral home (its location code, as GET /data's funeral homes list it). Absent: all. */
                locationCode?: "CFS" | "ACC" | "CNG" | "MDC" | "SSO" | "CCS";
                /** @description true: only private pages; false: only public ones. Absent (or another value): both. */
                isPrivate?: boolean;
                /** @description true: only frozen records; false: only those not frozen. Absent (or another value): both. */
                isFreeze?: boolean;
                /** @description The page, from 1; 0 is read as 1. Absent or not a whole number: 1. */
                page?: number;
                /** @description Decedents a page, newest death first: at most 100 (more is read as 100, 0 as 1). Absent or not a whole number: 20. */
                pageSize?: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description image: the profile photo; audio: the audio message. */
                kind: "image" | "audio";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files, one part each (the part name is free). */
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /**
                     * Format: binary
                     * @description Optional: the picture the banner was cropped from (jpeg, png or gif, at most 20 MB), kept to crop again. Absent: the banner is its own original.
                     */
                    files?: string;
                    /** @description The files, one part each (the part name is free). */
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description An existing cemetery property, chosen instead of a name and outline (one that does not exist: 400). */
                    cemeteryLocationId?: number | null;
                    /** @description The new property's name, at most 200 characters: required without cemeteryLocationId (else 400). */
                    propertyName?: string | null;
                    /** @description The property's outline: a GeoJSON Polygon or MultiPolygon (or a Feature holding one), as an object or as its JSON text, longitude and latitude in degrees. Absent: no outline, so no 360 view. */
                    geoJson?: Record<string, never> | string | null;
                    /** @description The same fields wrapped in one object, as older clients send them; when present, the fields beside it are not read. */
                    cemeteryLocation?: {
                        /** @description An existing cemetery property, chosen instead of a name and outline (one that does not exist: 400). */
                        cemeteryLocationId?: number | null;
                        /** @description The new property's name, at most 200 characters: required without cemeteryLocationId (else 400). */
                        propertyName?: string | null;
                        /** @description The property's outline: a GeoJSON Polygon or MultiPolygon (or a Feature holding one), as an object or as its JSON text, longitude and latitude in degrees. Absent: no outline, so no 360 view. */
                        geoJson?: Record<string, never> | string | null;
                    };
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    "*/*": string;
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
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description true also takes documents (pdf, docx, xlsx ...: fileType Application). Absent or false: images, videos and audio only. */
                isAllowAllMedia?: boolean;
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
                    /** @description A solved captcha: base64 of the JSON {challenge, solution} for a challenge of GET /captcha/challenge; each is taken once. Required of a visitor (else 400); a signed-in caller is not asked. One per upload request. */
                    captcha?: string | null;
                    /** @description The files, one part each (the part name is free). */
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description The memory type: 1 Family, 2 Relationship, 3 Education, 4 Career, 5 Military, 6 Important Dates, 7 Hobby, 8 Remembrances, 9 Shared (a memory of the public Share a Memory form). Absent (or 0): every type. */
                memoryType?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                /** @description The page, from 1, of 100 memories each (latest dateOfMemory first). Absent: 1. */
                page?: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description Which memories: 1 or Pending, 2 or Rejected (Pending is Pending for Approval). Absent: 1. Any other value answers 400. */
                status?: 1 | 2 | "Pending" | "Rejected";
                /** @description NEWEST: most recently shared first. RISK: highest screening score first (memories never screened last), then newest. Absent: NEWEST. */
                sort?: "NEWEST" | "RISK";
                /** @description Only memories screened at this level: CLEAR, REVIEW, LIKELY_SPAM (likely spam from a score of 70). Absent: every level. */
                level?: "CLEAR" | "REVIEW" | "LIKELY_SPAM";
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
                                /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                                screeningScore: number | null;
                                /**
                                 * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                                 * @enum {string|null}
                                 */
                                screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                                /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                                held: boolean;
                                /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                                screeningSummary: string | null;
                                screeningReasons: {
                                    /** @enum {string} */
                                    code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                    count: number | null;
                                    hosts: string[];
                                    text: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The memory type: 1 Family, 2 Relationship, 3 Education, 4 Career, 5 Military, 6 Important Dates, 7 Hobby, 8 Remembrances, 9 Shared (a memory of the public Share a Memory form).
                     * @enum {integer}
                     */
                    memoryType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, not in the future. Required of a visitor; a signed-in caller's short form is dated today when absent.
                     */
                    dateOfMemory?: string | null;
                    /** @description The title, at most 254 characters. */
                    title: string;
                    /** @description The memory: rich text (HTML, sanitized), at most 5000 characters of plain text. */
                    memory: string;
                    /**
                     * @description The sharer's relationship to the decedent, optional: 1 Aunt, 2 Brother, 3 Brother-in-law, 4 Business Partner, 5 Caregiver, 6 Classmate, 7 Colleague, 8 Coroner, 9 Cousin, 10 Daughter, 11 Daughter-in-law, 12 Doctor, 13 Father, 14 Father-in-law, 15 Fiance, 16 Friend, 17 Granddaughter, 18 Grandfather, 19 Grandmother, 20 Grandson, 21 Great-grandchild, 22 Guardian, 23 Half-brother, 24 Half-sister, 25 Husband, 26 DPOAHC, 27 Mother, 28 Mother-in-law, 29 Neighbor, 30 Nephew, 31 Niece, 32 Nurse, 33 Partner, 34 Pastor, 35 Sister, 36 Sister-in-law, 37 Son, 38 Son-in-law, 39 Spouse, 40 Stepchild, 41 Stepparent, 42 SRDP, 43 Other, 44 Conservator, 45 Self, 46 Uncle, 47 Wife.
                     * @enum {integer|null}
                     */
                    relationship?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39 | 40 | 41 | 42 | 43 | 44 | 45 | 46 | 47 | null;
                    /** @description The sharer: required of a visitor. A signed-in caller may leave it out (the short form): the account is then the sharer. */
                    memoryAddingPerson?: {
                        /** @description First name, required, at most 50 characters (trimmed). */
                        firstName: string;
                        /** @description Last name, required, at most 50 characters (trimmed). */
                        lastName: string;
                        /**
                         * Format: email
                         * @description E-mail address, required; shown to the family and staff only.
                         */
                        email: string;
                        /** @description Phone number: 10 digits (the form shows (XXX) XXX-XXXX); empty or absent for none. */
                        phoneNumber?: string | null;
                        /** @description Postal address, every line optional. */
                        address?: {
                            /** @description Address line 1, at most 50 characters. */
                            line1?: string | null;
                            /** @description Address line 2, at most 50 characters. */
                            line2?: string | null;
                            /** @description Country, at most 100 characters. */
                            country?: string | null;
                            /** @description State, at most 100 characters. */
                            state?: string | null;
                            /** @description County, at most 100 characters. */
                            county?: string | null;
                            /** @description City, at most 100 characters. */
                            city?: string | null;
                            /** @description ZIP code, at most 20 characters. */
                            zipcode?: string | null;
                        } | null;
                    } | null;
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
                    /** @description The copyright disclaimer and privacy policy accepted. Absent: accepted on the captcha (the acceptance is recorded); false refuses (403). */
                    acceptedPolicy?: boolean;
                    /** @description One key per submission (its first 80 characters): a retry with the same key answers the memory already written. */
                    idempotencyKey?: string | null;
                    /** @description A solved captcha: base64 of the JSON {challenge, solution} for a challenge of GET /captcha/challenge; each is taken once. Required of a visitor (else 400); a signed-in caller is not asked. */
                    captcha?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
                    /** @description The files, one part each (the part name is free). */
                    file?: string[];
                };
                "application/json": {
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
    RejectMemoriesAsSpam: {
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
                "application/json": {
                    /** @description The memories to reject, 1 to 100 ids: the pending ones are rejected, others are left as they are (none pending: 409). */
                    memoryIds: number[];
                    /** @description Why it was rejected: required with Rejected, at most 1000 characters. */
                    rejectedReason: string | null;
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
                                /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                                screeningScore: number | null;
                                /**
                                 * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                                 * @enum {string|null}
                                 */
                                screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                                /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                                held: boolean;
                                /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                                screeningSummary: string | null;
                                screeningReasons: {
                                    /** @enum {string} */
                                    code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                    count: number | null;
                                    hosts: string[];
                                    text: string;
                                }[];
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
    ReleaseHeldMemories: {
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
                "application/json": {
                    /** @description The memories to release, 1 to 100 ids: the held ones are released, others are left as they are (none held: 409). */
                    memoryIds: number[];
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
                                /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                                screeningScore: number | null;
                                /**
                                 * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                                 * @enum {string|null}
                                 */
                                screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                                /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                                held: boolean;
                                /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                                screeningSummary: string | null;
                                screeningReasons: {
                                    /** @enum {string} */
                                    code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                    count: number | null;
                                    hosts: string[];
                                    text: string;
                                }[];
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description true hides the memory from the public page, false shows it again. */
                    isPrivate: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Accepted approves (shown on the page), Rejected rejects (with rejectedReason), Pending takes an approval back, Deleted removes the memory for good.
                     * @enum {string}
                     */
                    status: "Pending" | "Accepted" | "Rejected" | "Deleted";
                    /** @description Why it was rejected: required with Rejected, at most 1000 characters. */
                    rejectedReason?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new title, not empty, at most 255 characters (trimmed). */
                    title: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new memory text: rich text (HTML, sanitized), not empty, at most 5000 characters of plain text. */
                    memory: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
                    /** @description The files, one part each (the part name is free). */
                    file?: string[];
                };
                "application/json": {
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The links to add: [{fileUrl}] (fileType is taken as Video), or the same list as JSON text. At least one, each once. */
                    files?: {
                        /**
                         * Format: uri
                         * @description A YouTube, Vimeo or tribute slideshow link (https).
                         */
                        fileUrl: string;
                    }[] | string;
                    /**
                     * Format: uri
                     * @description One link to add, where files is not given.
                     */
                    fileUrl?: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id of the memory's image file to turn (404 when the memory has no such file). */
                    fileId: number;
                    /**
                     * @description Degrees from the image as uploaded (not added to an earlier rotation); 0 shows it upright again. Images only.
                     * @enum {integer}
                     */
                    rotationAngle: 0 | 90 | 180 | 270;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description Only memories of this status, by name (Pending, Accepted, Rejected) or by the seed's numbers (1 Pending, 2 Rejected). Absent: every status. */
                status?: 1 | 2 | "Pending" | "Accepted" | "Rejected";
                /** @description The memory type: 1 Family, 2 Relationship, 3 Education, 4 Career, 5 Military, 6 Important Dates, 7 Hobby, 8 Remembrances, 9 Shared (a memory of the public Share a Memory form). Absent (or 0): every type. */
                memoryType?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                /** @description Only memories whose title, text or sharer's first or last name contain this (case-insensitive). */
                search?: string;
                /** @description The page, from 1 (most recently shared first). Absent: 1. */
                page?: number;
                /** @description Memories a page, 1 to 100 (a larger value is taken as 100). Absent: 100. */
                pageSize?: number;
                /** @description NEWEST: most recently shared first. RISK: highest screening score first (memories never screened last), then newest. Absent: NEWEST. */
                sort?: "NEWEST" | "RISK";
                /** @description Only memories screened at this level: CLEAR, REVIEW, LIKELY_SPAM (likely spam from a score of 70). Absent: every level. */
                level?: "CLEAR" | "REVIEW" | "LIKELY_SPAM";
                /** @description true: only memories held for review (likely spam, not mailed to the family); false: only those not held. Absent: both. */
                held?: boolean;
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
                                /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                                screeningScore: number | null;
                                /**
                                 * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                                 * @enum {string|null}
                                 */
                                screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                                /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                                held: boolean;
                                /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                                screeningSummary: string | null;
                                screeningReasons: {
                                    /** @enum {string} */
                                    code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                    count: number | null;
                                    hosts: string[];
                                    text: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
    StaffReleaseMemories: {
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
                    /** @description The memories to release, 1 to 100 ids: the held ones are released, others are left as they are (none held: 409). */
                    memoryIds: number[];
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
                                /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                                screeningScore: number | null;
                                /**
                                 * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                                 * @enum {string|null}
                                 */
                                screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                                /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                                held: boolean;
                                /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                                screeningSummary: string | null;
                                screeningReasons: {
                                    /** @enum {string} */
                                    code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                    count: number | null;
                                    hosts: string[];
                                    text: string;
                                }[];
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Accepted approves (shown on the page), Rejected rejects (with rejectedReason), Pending takes an approval back, Deleted removes the memory for good.
                     * @enum {string}
                     */
                    status: "Pending" | "Accepted" | "Rejected" | "Deleted";
                    /** @description Why it was rejected: required with Rejected, at most 1000 characters. */
                    rejectedReason?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The new title, not empty, at most 255 characters (trimmed). Left as it is when absent. */
                    title?: string;
                    /** @description The new memory text: rich text (HTML, sanitized), not empty, at most 5000 characters of plain text. Left as it is when absent and title is given. */
                    memory?: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
                    /** @description The files, one part each (the part name is free). */
                    file?: string[];
                };
                "application/json": {
                    /** @description The files to add: [{fileUrl, fileType}]. In a multipart form (or as text), the same list as JSON text. At least one file, here or as file parts. */
                    files?: {
                        /** @description A URL POST /memories/upload answered (data.URL), or a video link (https) with fileType Video. */
                        fileUrl: string;
                        /**
                         * @description Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                         * @enum {string}
                         */
                        fileType?: "Image" | "Video" | "Audio" | "Application";
                    }[] | string;
                    /** @description One file to add, where files is not given: a URL POST /memories/upload answered. */
                    fileUrl?: string;
                    /**
                     * @description The type of fileUrl. Image, Video, Audio or Application (documents). For an upload's URL the gateway's own record decides; absent: Image.
                     * @enum {string}
                     */
                    fileType?: "Image" | "Video" | "Audio" | "Application";
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The links to add: [{fileUrl}] (fileType is taken as Video), or the same list as JSON text. At least one, each once. */
                    files?: {
                        /**
                         * Format: uri
                         * @description A YouTube, Vimeo or tribute slideshow link (https).
                         */
                        fileUrl: string;
                    }[] | string;
                    /**
                     * Format: uri
                     * @description One link to add, where files is not given.
                     */
                    fileUrl?: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id of the memory's image file to turn (404 when the memory has no such file). */
                    fileId: number;
                    /**
                     * @description Degrees from the image as uploaded (not added to an earlier rotation); 0 shows it upright again. Images only.
                     * @enum {integer}
                     */
                    rotationAngle: 0 | 90 | 180 | 270;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The decedent's opi (its onePortalId) the answer is for; absent or unknown: 404. The family must have accepted the policy (else 403). */
                    decedentId: string;
                    /** @description true: the family is interested; false: it is not. Absent: 400. The text true or false is read the same. */
                    isInterested: boolean;
                    /** @description The family's note to the arranger, at most 1000 characters; kept only with isInterested true. */
                    note?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            query: {
                /** @description The caller's IANA time zone: localDate, localBeginningTime and localEndingTime are in it. Absent or unknown: 400. */
                timezone: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: visitors do not see the event; false: they do. The text true or false is read the same. */
                    isPrivate: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: visitors see no end time; false: they do. Only for a Dynamic event (another type: 400). The text true or false is read the same. */
                    isEndTimeHided: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    "text/calendar": string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            query: {
                /** @description flower-click: a flower order; tree-click: a tree planted. Another value or absent: 400. */
                action: "flower-click" | "tree-click";
                /** @description The event the order is for (an id of GET /events/{id}): 404 when the page has no such event, 400 once it is past (flowers: from 10 a.m. the day before, in the event's time zone). Absent or empty: no event. */
                eventId?: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description The IANA time zone the reminder mails show times in (an unknown zone: 400); wins over the body's timeZone. */
                timeZone?: string;
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The address that receives the reminders; the same mailbox (any case) is subscribed once per decedent (data.created false).
                     */
                    email: string;
                    /** @description A solved captcha: base64 of the JSON {challenge, solution} for a challenge of GET /captcha/challenge; each is taken once. Required of a visitor (else 400); a signed-in caller is not asked. */
                    captcha?: string | null;
                    /** @description The IANA time zone of the mails, where the query has none. Absent from both: America/Los_Angeles. */
                    timeZone?: string | null;
                    /**
                     * @description The mails' language, en or es. Absent: the request's (Accept-Language; English when it names neither).
                     * @enum {string|null}
                     */
                    language?: "" | "en" | "es" | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The visitor's e-mail address: the family's reply goes to it.
                     */
                    email: string;
                    /** @description The message, plain text, 1 to 500 characters (an emoji counts as one). */
                    message: string;
                    /** @description A solved captcha: base64 of the JSON {challenge, solution} for a challenge of GET /captcha/challenge; each is taken once. Required of a visitor (else 400); a signed-in caller is not asked. */
                    captcha?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description The IANA time zone whose midnight starts data.today (an unknown zone: 400). Absent: UTC. */
                timezone?: string;
                /** @description The same as timezone, as some clients name it; read when timezone is absent. */
                timeZone?: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                            /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                            screeningScore: number | null;
                            /**
                             * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                             * @enum {string|null}
                             */
                            screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                            /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                            held: boolean;
                            /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                            screeningSummary: string | null;
                            screeningReasons: {
                                /** @enum {string} */
                                code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                count: number | null;
                                hosts: string[];
                                text: string;
                            }[];
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
    ReleaseMessages: {
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
                "application/json": {
                    /** @description The messages to release, as GET getListOfMessages lists them (held: true): the held ones are released, others left as they are (none held: 409). Another decedent's message: 404. */
                    ids: number[];
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
                            email: string;
                            message: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The risk found when it arrived, 0 to 100; null when it arrived before screening began. */
                            screeningScore: number | null;
                            /**
                             * @description CLEAR, REVIEW, or LIKELY_SPAM from a score of 70 (held); null when it was never screened.
                             * @enum {string|null}
                             */
                            screeningLevel: "CLEAR" | "REVIEW" | "LIKELY_SPAM" | null;
                            /** @description Held for review: likely spam when it arrived, not mailed to the family until released or decided on. */
                            held: boolean;
                            /** @description The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened. */
                            screeningSummary: string | null;
                            screeningReasons: {
                                /** @enum {string} */
                                code: "LINKS" | "PROFANITY" | "CONTACT" | "SELLING" | "DUPLICATE" | "HISTORY" | "SCRIPT" | "LANGUAGE" | "BURST" | "CLASSIFIER";
                                count: number | null;
                                hosts: string[];
                                text: string;
                            }[];
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The message's id, as GET getListOfMessages lists it (digits as text are read the same). Another decedent's message: 404. */
                    id: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: visitors are not offered the form (and messages are refused); false: they are. The text true or false is read the same. */
                    hideContactFamily: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            query?: {
                /** @description The paper size: letter (US Letter) or a4 (ISO A4). Absent or another value: letter. */
                paper?: "letter" | "a4";
            };
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
                    "application/pdf": string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The decedent's opi: 404 when no decedent has it. One of opi or onePortalId is required (else 400). */
                    opi?: string;
                    /** @description The same as opi, under its legacy name; read when opi is absent. */
                    onePortalId?: string;
                    /** @description true: only the family with access and staff see the page; false: everyone does. The text true or false is read the same. */
                    isPrivate: boolean;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The obituary, HTML (sanitised when saved): some text, at most 20000 characters of it. Absent or empty: 400. */
                    obituary: string;
                    /** @description The life-of headline, at most 254 characters; empty: no headline. Absent or null: title is read; neither sent: the stored one is kept. */
                    lifeOfTitle?: string | null;
                    /** @description The life-of description, plain text, at most 10000 characters; empty: none. Absent or null: description is read; neither sent: the stored one is kept. */
                    lifeOfDescription?: string | null;
                    /** @description The same as lifeOfTitle, as older clients name it, read when lifeOfTitle is absent or null: empty or null, no headline. */
                    title?: string | null;
                    /** @description The same as lifeOfDescription, as older clients name it, read when lifeOfDescription is absent or null: empty or null, none. */
                    description?: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The changed and deleted links: an entry without id is a new link, one with id changes that stored link (an id not stored: 404), isDeleted removes it. At most 5 links stay; links not named are kept. */
                    data: {
                        /** @description A stored link's id (digits as text are read the same); absent for a new link. */
                        id?: number | null;
                        /** @description The button text, 1 to 40 characters. */
                        donationUrlName?: string;
                        /**
                         * Format: uri
                         * @description An http or https address, at most 1024 characters.
                         */
                        donationUrlSrc?: string;
                        /** @description The description shared by every link (the first kept entry's), at most 250 characters. */
                        donationUrlDescription?: string | null;
                        /** @description true: the link with this id is removed (its other fields are not read). */
                        isDeleted?: boolean | null;
                        /** @description Accepted and not needed. */
                        isDataChanged?: boolean | null;
                    }[];
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every link of the page: a network left out or empty has none afterwards. */
                    socialMediaLinks: {
                        /** @description The custom address (http or https, at most 1024 characters). Empty or absent: no link. */
                        CustomUrl?: string | null;
                        /** @description The Facebook address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Facebook?: string | null;
                        /** @description The Instagram address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Instagram?: string | null;
                        /** @description The Twitter address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Twitter?: string | null;
                        /** @description The Tiktok address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Tiktok?: string | null;
                        /** @description The Blog address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Blog?: string | null;
                        /** @description The Youtube address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Youtube?: string | null;
                        /** @description The Linkedin address (http or https, at most 1024 characters). Empty or absent: no link. */
                        Linkedin?: string | null;
                    };
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The text of the display name: taken when some choice of the decedent's name parts makes it (else 400). Read only without displayNameType. */
                    displayName?: string | null;
                    /**
                     * @description Legal: prefix, first, middle and last name, suffix. Preferred: the preferred first, middle and last names (only when the preferred first and last names exist). Absent: displayName is read.
                     * @enum {string|null}
                     */
                    displayNameType?: "Legal" | "Preferred" | null;
                    /** @description The optional name parts of displayNameType to show (prefix, middleName or preferredMiddleName, suffix); the first and last names always are. A part of the other type, or an empty one: 400. */
                    fields?: ("prefix" | "middleName" | "suffix" | "preferredMiddleName" | "firstName" | "lastName" | "preferredFirstName" | "preferredLastName")[] | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
    PageLanguage: {
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
                    /**
                     * @description The page's language: en or es. Null, empty or absent: each visitor reads it in their browser's language.
                     * @enum {string|null}
                     */
                    language?: "" | "en" | "es" | null;
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
                            pageLanguage: string | null;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            query: {
                /** @description The decedent's onePortalId (opi); missing or unknown: 404. */
                decedentOpId: string;
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
                            language: string;
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
            /** @description Nothing of that id or address exists. */
            404: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required (400 "First Name is required") unless names gives it. */
                    firstName?: string | null;
                    middleName?: string | null;
                    lastName?: string | null;
                    nickName?: string | null;
                    /**
                     * @description One of female, male, unspecified; unspecified (they/them) when absent or null.
                     * @enum {string|null}
                     */
                    gender?: "female" | "male" | "unspecified" | null;
                    /** @description A day, YYYY-MM-DD, or an ISO timestamp whose day is read (1938-01-21T00:00:00.000Z); empty or null: not answered. */
                    dateOfBirth?: string | null;
                    /** @description A day, YYYY-MM-DD, or an ISO timestamp whose day is read (1938-01-21T00:00:00.000Z); empty or null: not answered. */
                    dateOfDeath?: string | null;
                    /** @description A day, YYYY-MM-DD, or an ISO timestamp whose day is read (1938-01-21T00:00:00.000Z); empty or null: not answered. */
                    dateOfCeremony?: string | null;
                    birthplace?: string | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    placeLived?: (string | null)[] | string | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    education?: (string | null)[] | string | null;
                    deathCause?: string | null;
                    /** @description The family the obituary names. */
                    familyMembers?: {
                        name: string;
                        /**
                         * @description To the decedent.
                         * @enum {string}
                         */
                        relationship: "Wife" | "Husband" | "Spouse" | "Partner" | "Daughter" | "Son" | "Child" | "Stepdaughter" | "Stepson" | "Daughter-in-law" | "Son-in-law" | "Mother" | "Father" | "Sister" | "Brother" | "Granddaughter" | "Grandson" | "Grandchild" | "Great-granddaughter" | "Great-grandson" | "Great-grandchild" | "Niece" | "Nephew" | "Aunt" | "Uncle" | "Cousin" | "Friend";
                        /** @description Preceded in death rather than surviving; false when absent. */
                        isDeceased?: boolean | null;
                    }[] | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    lifeMoments?: (string | null)[] | string | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    achievements?: (string | null)[] | string | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    memories?: (string | null)[] | string | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    hobbies?: (string | null)[] | string | null;
                    /** @description Short answers, at most 20: a list, or one text with an answer a line (or a semicolon) apart; empty ones dropped. */
                    personalityTraits?: (string | null)[] | string | null;
                    ceremonyDetails?: string | null;
                    /**
                     * @description One of warm, formal, celebratory; warm when absent or null.
                     * @enum {string|null}
                     */
                    writingTone?: "warm" | "formal" | "celebratory" | null;
                    /**
                     * @description One of short, medium, long; medium when absent or null.
                     * @enum {string|null}
                     */
                    length?: "short" | "medium" | "long" | null;
                    memorableQuote?: string | null;
                    /** @description The decedent's onePortalId (opi); missing or unknown: 404. */
                    decedentOpId: string;
                    /** @description A saved draft of the decedent to replace (digits as text too); a new draft when absent. Another's or none: 404. */
                    id?: number | null;
                    /** @description The old writer's whole name in one text, read when firstName is absent or null: its first word the first name, its last the last name, those between the middle name. */
                    names?: string;
                    /**
                     * @description One of en, es; the saved draft's own (with id), else the request's Accept-Language (English unless es) when absent or null.
                     * @enum {string|null}
                     */
                    language?: "en" | "es" | null;
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
                            language: string;
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
            /** @description Nothing of that id or address exists. */
            404: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description The first day of sign-ins, YYYY-MM-DD, in timeZone. Empty or absent: no filter. */
                from?: string;
                /** @description The last day of sign-ins (included), YYYY-MM-DD, in timeZone; not before from. Empty or absent: no filter. */
                to?: string;
                /** @description The role the sign-in was made with: arranger (Family (arranger)), admin (Administrator), cl-arranger (Staff arranger). Empty or absent: no filter. */
                role?: "arranger" | "admin" | "cl-arranger";
                /** @description Part of the user's e-mail or full name (at most 254 characters), any case. Empty or absent: no filter. */
                user?: string;
                /** @description The IANA time zone the days of from and to are in (e.g. America/New_York); UTC when empty or absent. */
                timeZone?: string;
                /** @description The page, from 1; 1 when empty or absent. */
                page?: number;
                /** @description Rows a page, 1 to 100; 20 when empty or absent. */
                pageSize?: number;
                /** @description succeeded (signed in) or failed (refused). Empty or absent: no filter. */
                result?: "succeeded" | "failed";
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description The first day of creation (the account made), YYYY-MM-DD, in timeZone. Empty or absent: no filter. */
                from?: string;
                /** @description The last day of creation (the account made) (included), YYYY-MM-DD, in timeZone; not before from. Empty or absent: no filter. */
                to?: string;
                /** @description A role the user has: arranger (Family (arranger)), admin (Administrator), cl-arranger (Staff arranger). Empty or absent: no filter. */
                role?: "arranger" | "admin" | "cl-arranger";
                /** @description Part of the user's e-mail or full name (at most 254 characters), any case. Empty or absent: no filter. */
                user?: string;
                /** @description The IANA time zone the days of from and to are in (e.g. America/New_York); UTC when empty or absent. */
                timeZone?: string;
                /** @description The page, from 1; 1 when empty or absent. */
                page?: number;
                /** @description Rows a page, 1 to 100; 20 when empty or absent. */
                pageSize?: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description Templates a page, 1 to 50 (5 when absent or empty). */
                limit?: number;
                /** @description The page, from 0 (a page number, not a count of templates): it starts at template offset × limit. 0 when absent or empty. */
                offset?: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id of a template of GET /program-card/templates (digits as text are read as the number); an unknown one is refused (400). */
                    templateId: number;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The files, one part each (the part name is free). */
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
        requestBody?: {
            content: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                                language: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description A template of GET /prayer-card/templates (its id; digits as text too): when it is not the card's, the card starts from it first (design, text and photo replaced). Needed (400) while the card has neither a template nor a photo. */
                    templateId?: number | null;
                    /** @description Pages to save, each at most once; a page not sent keeps its text. */
                    pages?: {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); its position in the list when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                    }[] | null;
                    /** @description One page (its poem fields are read where the top level has none), or a list of pages as pages. */
                    page?: {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); pageIndex, else 0 when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                        /** @description A poem of GET /poems (its id; digits as text too): it brings its title and text unless poemTitle or poemContent is sent. Unknown: 400. null clears it. */
                        poemId?: number | null;
                        /** @description The poem's title as the card shows it (numbers are read as their digits). null clears it; absent keeps the chosen poem's. */
                        poemTitle?: string | null;
                        /** @description The poem's text as the card shows it; as poemTitle. */
                        poemContent?: string | null;
                        /** @description The legacy editor's composed text, kept as sent; null clears it, absent keeps it. */
                        finalContent?: string | null;
                        poem?: {
                            /** @description Read as poemId. */
                            id?: number | null;
                            /** @description Read as poemTitle. */
                            title?: string | null;
                            /** @description Read as poemContent. */
                            content?: string | null;
                            /** @description Read as finalContent. */
                            finalContent?: string | null;
                        };
                    } | {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); its position in the list when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                    }[];
                    /** @description The index of a single page (page) that names none; 0 when absent. */
                    pageIndex?: number;
                    /** @description The Front Cover page (index 0 unless it names another). */
                    mainPage?: {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); 0 when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                    };
                    /** @description The Inside Left page (index 1 unless it names another). */
                    leftPage?: {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); 1 when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                    };
                    /** @description The Inside Right page (index 2 unless it names another). */
                    rightPage?: {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); 2 when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                    };
                    /** @description The Back Cover page (index 3 unless it names another). */
                    backPage?: {
                        /** @description The page (0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover); 3 when absent. */
                        index?: number;
                        /** @description Every text of the page; none when absent. */
                        textFields?: {
                            /**
                             * @description What the text is on the page; 'content' when absent.
                             * @enum {string}
                             */
                            type?: "title" | "content" | "poem" | "footer" | "heading1" | "heading2" | "textarea" | "group";
                            /** @description A finer kind, kept as sent; null when absent. */
                            subType?: string | null;
                            /** @description The field's name on its page; field{n} (its position from 1) when absent. */
                            name?: string;
                            /** @description The text; '' when absent. */
                            text?: string;
                            /** @description Its order on the page (lower first); its position from 1 when absent. */
                            priority?: number;
                            /**
                             * @description The font; 'georgia' when absent.
                             * @enum {string}
                             */
                            font?: "arial" | "comicsans" | "couriernew" | "georgia" | "helvetica" | "lucida" | "playball" | "cinzel" | "roboto" | "robotoslab" | "lato" | "martel";
                            /** @description Points: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32; also as digits, 'fs26', or a legacy name (small 14, medium 18, large 22, fs26 26). 18 when absent or empty. */
                            size?: (12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 32) | ("small" | "medium" | "large" | "fs26") | string;
                            /** @description true or false ('true'/'1', 'false'/'0'/'' as text too); false when absent. */
                            bold?: boolean;
                            /** @description As bold. */
                            italic?: boolean;
                            /** @description As bold. */
                            underline?: boolean;
                            /**
                             * @description 'center' when absent.
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right" | "justify";
                            /** @description The legacy editor's line, kept as sent; null when absent. */
                            line?: number | null;
                        }[] | null;
                    };
                    /** @description The chosen poem: its fields are read where poemId, poemTitle, poemContent or finalContent is absent. */
                    poem?: {
                        /** @description Read as poemId. */
                        id?: number | null;
                        /** @description Read as poemTitle. */
                        title?: string | null;
                        /** @description Read as poemContent. */
                        content?: string | null;
                        /** @description Read as finalContent. */
                        finalContent?: string | null;
                    };
                    /** @description A poem of GET /poems (its id; digits as text too): it brings its title and text unless poemTitle or poemContent is sent. Unknown: 400. null clears it. */
                    poemId?: number | null;
                    /** @description The poem's title as the card shows it (numbers are read as their digits). null clears it; absent keeps the chosen poem's. */
                    poemTitle?: string | null;
                    /** @description The poem's text as the card shows it; as poemTitle. */
                    poemContent?: string | null;
                    /** @description The legacy editor's composed text, kept as sent; null clears it, absent keeps it. */
                    finalContent?: string | null;
                    /** @description The funeral home the back page names: its position, from 1, in GET /data funeralHomes (digits as text too). Unknown: 400. null clears it. */
                    locationId?: number | null;
                    /** @description The location as {id}, read where locationId is absent. */
                    location?: {
                        /** @description Read as locationId. */
                        id?: number;
                    };
                    /** @description The crop of the family's photo in its pixels, kept as sent: 'x,y,width,height', or that as an object. null clears it. */
                    coordinates?: (string | null) | {
                        x?: number;
                        y?: number;
                        width?: number;
                        height?: number;
                    };
                    /**
                     * @description The card's language (its heading, dates, template words and print PDF): en or es. Absent or null: a new card takes the request's Accept-Language (English unless es), a card keeps its own.
                     * @enum {string|null}
                     */
                    language?: "en" | "es" | null;
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
                                language: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The crop 'x,y,width,height' in the photo's pixels (or that as a JSON object {x, y, width, height}); the whole photo when absent or empty. */
                    coordinates?: string;
                    /**
                     * @description The card's language (its heading, dates, template words and print PDF): en or es. Absent or null: a new card takes the request's Accept-Language (English unless es), a card keeps its own.
                     * @enum {string}
                     */
                    language?: "en" | "es";
                    /** @description The files, one part each (the part name is free). */
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
                                language: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                    /** @description The files, one part each (the part name is free). */
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
                                language: string;
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
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
                /** @description Words of the name, at most 100 characters (else 400): each is part of the name or close to a word of it (accents and case ignored). Absent or empty: every public obituary. */
                search?: string;
                /** @description The page, from 1; below 1 is read as 1, past the last page answers the last. Absent or not a whole number: 1. */
                page?: number;
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
            /** @description Nothing of that id or address exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This path asked with another method than its own: the Allow header lists the methods it answers. */
            405: {
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
    CaptchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, signed by the gateway: a solution is taken once, before parameters.expiresAt (seconds since 1970). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ALTCHA's proof-of-work parameters (algorithm, cost, expiresAt, keyLength, keyPrefix, nonce, salt ...). */
                        parameters: {
                            algorithm: string;
                            expiresAt?: number;
                            nonce: string;
                            salt: string;
                        };
                        signature: string;
                    };
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
