-- CreateIndex
CREATE INDEX "app_user_terms_version_idx" ON "app_user"("terms_version");
