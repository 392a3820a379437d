-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "data_source" AS ENUM ('POLON', 'PBN', 'OPI', 'RADON', 'NAUKA_POLSKA', 'ORCID', 'USER');

-- CreateEnum
CREATE TYPE "contact_visibility" AS ENUM ('ADMINS_ONLY', 'LOGGED_IN', 'EVERYONE');

-- CreateEnum
CREATE TYPE "user_role" AS ENUM ('BASIC', 'ADMIN', 'AGENT', 'MEIN_OP', 'OPI_OP');

-- CreateEnum
CREATE TYPE "account_status" AS ENUM ('ACTIVE', 'BLOCKED', 'CLOSED');

-- CreateEnum
CREATE TYPE "profile_link_kind" AS ENUM ('GOOGLE_SCHOLAR', 'LINKEDIN', 'BWNP', 'RESEARCH_GATE', 'SCOPUS', 'WEB_OF_SCIENCE', 'WIKIPEDIA', 'OTHER');

-- CreateEnum
CREATE TYPE "employment_status" AS ENUM ('CURRENT', 'FORMER');

-- CreateEnum
CREATE TYPE "degree_or_title_type" AS ENUM ('MASTER', 'DOCTOR', 'HABILITATED_DOCTOR', 'PROFESSOR');

-- CreateEnum
CREATE TYPE "publication_type" AS ENUM ('ARTICLE', 'BOOK', 'EDITED_BOOK', 'CHAPTER', 'PROCEEDINGS');

-- CreateEnum
CREATE TYPE "publication_version_kind" AS ENUM ('AUTHOR', 'AUTHOR_LN', 'OPI', 'PBN');

-- CreateEnum
CREATE TYPE "author_role" AS ENUM ('AUTHOR', 'EDITOR', 'TRANSLATOR');

-- CreateEnum
CREATE TYPE "research_work_role" AS ENUM ('AUTHOR', 'PROMOTER', 'REVIEWER');

-- CreateEnum
CREATE TYPE "project_institution_role" AS ENUM ('FINANCING', 'IMPLEMENTING');

-- CreateEnum
CREATE TYPE "period_status" AS ENUM ('CURRENT', 'INACTIVE');

-- CreateEnum
CREATE TYPE "cv_language" AS ENUM ('PL', 'EN');

-- CreateEnum
CREATE TYPE "cv_label_section" AS ENUM ('BASIC_DATA', 'DESCRIPTION', 'QUALIFICATIONS', 'PUBLICATIONS', 'GENERAL');

-- CreateEnum
CREATE TYPE "expert_consent_entity" AS ENUM ('MEIN', 'OPI', 'RDN');

-- CreateEnum
CREATE TYPE "contact_channel" AS ENUM ('PHONE', 'EMAIL', 'BOTH');

-- CreateEnum
CREATE TYPE "outbox_operation" AS ENUM ('UPSERT', 'DELETE');

-- CreateEnum
CREATE TYPE "import_status" AS ENUM ('PENDING', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "science_field" (
    "code" VARCHAR(16) NOT NULL,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "icon_code" VARCHAR(64) NOT NULL,
    "order" INTEGER NOT NULL,

    CONSTRAINT "science_field_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "science_discipline" (
    "code" VARCHAR(16) NOT NULL,
    "field_code" VARCHAR(16) NOT NULL,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "order" INTEGER NOT NULL,

    CONSTRAINT "science_discipline_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "institution" (
    "id" UUID NOT NULL,
    "name_pl" TEXT NOT NULL,
    "name_en" TEXT,
    "city" TEXT,
    "country_code" CHAR(2) NOT NULL DEFAULT 'PL',
    "kind" VARCHAR(32) NOT NULL,
    "external_id" VARCHAR(64),
    "source" "data_source" NOT NULL DEFAULT 'POLON',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "institution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "specialty_term" (
    "id" UUID NOT NULL,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "usage_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "specialty_term_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "patent_unit" (
    "code" VARCHAR(32) NOT NULL,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "order" INTEGER NOT NULL,

    CONSTRAINT "patent_unit_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "research_work_kind" (
    "id" INTEGER NOT NULL,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,

    CONSTRAINT "research_work_kind_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profile" (
    "id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "second_name" TEXT,
    "surname" TEXT NOT NULL,
    "previous_name" TEXT,
    "previous_surname" TEXT,
    "prefix" VARCHAR(32),
    "about_me" TEXT,
    "about_me_en" TEXT,
    "calculated_edu_level" VARCHAR(64),
    "email" VARCHAR(254),
    "phone_number" VARCHAR(32),
    "visibility_email" "contact_visibility" NOT NULL DEFAULT 'ADMINS_ONLY',
    "visibility_phone" "contact_visibility" NOT NULL DEFAULT 'ADMINS_ONLY',
    "email_visibility_institutions" UUID[] DEFAULT ARRAY[]::UUID[],
    "phone_visibility_institutions" UUID[] DEFAULT ARRAY[]::UUID[],
    "orcid" VARCHAR(19),
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "dead" BOOLEAN NOT NULL DEFAULT false,
    "dead_marked_at" TIMESTAMPTZ(3),
    "editing_locked" BOOLEAN NOT NULL DEFAULT false,
    "bwnp_id" INTEGER,
    "polon_id" VARCHAR(64),
    "pesel_hash" BYTEA,
    "source" "data_source" NOT NULL DEFAULT 'POLON',
    "user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profile_photo" (
    "profile_id" UUID NOT NULL,
    "content" BYTEA NOT NULL,
    "mime_type" VARCHAR(64) NOT NULL,
    "file_name" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_photo_pkey" PRIMARY KEY ("profile_id")
);

-- CreateTable
CREATE TABLE "profile_link" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "kind" "profile_link_kind" NOT NULL,
    "portal_name" TEXT,
    "link" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "profile_link_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "specialty" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "term_id" UUID,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "order" INTEGER NOT NULL,
    "source" "data_source" NOT NULL DEFAULT 'USER',

    CONSTRAINT "specialty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employment" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "institution_id" UUID,
    "institution_name" TEXT NOT NULL,
    "position" TEXT,
    "position_en" TEXT,
    "additional_information" TEXT,
    "status" "employment_status" NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "internet_link" TEXT,
    "source" "data_source" NOT NULL,
    "external_id" VARCHAR(64),
    "original" JSONB,
    "modified_by_user_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "employment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "degree_title" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "type" "degree_or_title_type" NOT NULL,
    "label" VARCHAR(64) NOT NULL,
    "year" INTEGER,
    "field_code" VARCHAR(16),
    "discipline_code" VARCHAR(16),
    "classification_label" TEXT,
    "granting_institution_id" UUID,
    "granting_institution_name" TEXT,
    "granting_country" CHAR(2),
    "registry_institution" TEXT,
    "source" "data_source" NOT NULL,
    "title_kind" "data_source",
    "external_id" VARCHAR(64),
    "original" JSONB,
    "modified_by_user_at" TIMESTAMPTZ(3),

    CONSTRAINT "degree_title_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profile_discipline" (
    "profile_id" UUID NOT NULL,
    "discipline_code" VARCHAR(16) NOT NULL,
    "field_code" VARCHAR(16) NOT NULL,
    "is_main" BOOLEAN NOT NULL DEFAULT false,
    "source" "data_source" NOT NULL DEFAULT 'POLON',

    CONSTRAINT "profile_discipline_pkey" PRIMARY KEY ("profile_id","discipline_code")
);

-- CreateTable
CREATE TABLE "publication" (
    "id" UUID NOT NULL,
    "type" "publication_type" NOT NULL,
    "year" INTEGER,
    "doi" VARCHAR(255),
    "main_title" TEXT NOT NULL,
    "main_language" VARCHAR(3) NOT NULL DEFAULT 'pol',
    "all_authors_count" INTEGER NOT NULL DEFAULT 0,
    "source" "data_source" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "publication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "publication_version" (
    "id" UUID NOT NULL,
    "publication_id" UUID NOT NULL,
    "kind" "publication_version_kind" NOT NULL,
    "source" "data_source" NOT NULL,
    "owner_profile_id" UUID,
    "external_id" VARCHAR(64),
    "is_visible" BOOLEAN NOT NULL DEFAULT true,
    "title" TEXT NOT NULL,
    "year" INTEGER,
    "doi" VARCHAR(255),
    "url" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "publication_version_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "publication_author" (
    "id" UUID NOT NULL,
    "publication_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "surname_prefix" VARCHAR(32),
    "role" "author_role" NOT NULL DEFAULT 'AUTHOR',
    "affiliation_institution_id" UUID,
    "affiliation_name" TEXT,
    "publicly_visible" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "publication_author_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "artistic_achievement" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "kind_code" VARCHAR(32) NOT NULL,
    "kind_label" TEXT NOT NULL,
    "achievement_type_code" VARCHAR(32),
    "achievement_type_label" TEXT,
    "discipline_code" VARCHAR(16),
    "year" INTEGER,
    "country" CHAR(2),
    "institution_name" TEXT,
    "implementation_country" CHAR(2),
    "implementation_year" INTEGER,
    "first_publication_country" CHAR(2),
    "first_publication_year" INTEGER,
    "characteristics" TEXT,
    "range" TEXT,
    "publisher_name" TEXT,
    "status" VARCHAR(32),
    "showing_entity_id" VARCHAR(64),
    "showing_entity_name" TEXT,
    "all_authors_count" INTEGER NOT NULL DEFAULT 1,
    "source" "data_source" NOT NULL,
    "external_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "artistic_achievement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "artistic_achievement_author" (
    "id" UUID NOT NULL,
    "achievement_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,

    CONSTRAINT "artistic_achievement_author_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "artistic_achievement_collection" (
    "id" UUID NOT NULL,
    "achievement_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "country" CHAR(2),

    CONSTRAINT "artistic_achievement_collection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "industrial_property" (
    "id" UUID NOT NULL,
    "type_code" VARCHAR(32) NOT NULL,
    "calculated_language" VARCHAR(3) NOT NULL DEFAULT 'pol',
    "calculated_title" TEXT NOT NULL,
    "titles" JSONB NOT NULL DEFAULT '[]',
    "abstracts" JSONB NOT NULL DEFAULT '[]',
    "botanic_name" TEXT,
    "plant_species_name" TEXT,
    "plant_variety_name" TEXT,
    "source" "data_source" NOT NULL,
    "external_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "industrial_property_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "industrial_property_right" (
    "id" UUID NOT NULL,
    "property_id" UUID NOT NULL,
    "application_date" DATE,
    "application_number" VARCHAR(64),
    "publication_date" DATE,
    "publication_number" VARCHAR(64),
    "grant_date" DATE,
    "right_number" VARCHAR(64),
    "granting_institution_code" VARCHAR(16),
    "granting_institution_name" TEXT,
    "granting_institution_country" CHAR(2),
    "protection_region" TEXT,
    "priority_region" TEXT,
    "priority_number" VARCHAR(64),
    "showing_entity" JSONB,
    "registry_links" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "industrial_property_right_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "industrial_property_creator" (
    "id" UUID NOT NULL,
    "property_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,

    CONSTRAINT "industrial_property_creator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project" (
    "id" UUID NOT NULL,
    "project_number" VARCHAR(64),
    "title" TEXT NOT NULL,
    "titles" JSONB NOT NULL DEFAULT '[]',
    "abstracts" JSONB NOT NULL DEFAULT '[]',
    "classification" TEXT,
    "edition" TEXT,
    "key_words" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "name_priority" TEXT,
    "programme" TEXT,
    "start_date" DATE,
    "end_date" DATE,
    "funds" DECIMAL(16,2),
    "currency" CHAR(3) NOT NULL DEFAULT 'PLN',
    "showing_entity" JSONB,
    "link_radon" TEXT,
    "source" "data_source" NOT NULL,
    "external_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_institution" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "role" "project_institution_role" NOT NULL,
    "institution_id" UUID,
    "name" TEXT NOT NULL,
    "leader" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "project_institution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_person" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "idn" VARCHAR(64),
    "kind_manager" VARCHAR(32) NOT NULL,

    CONSTRAINT "project_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "research_work" (
    "id" UUID NOT NULL,
    "number" VARCHAR(64),
    "kind_id" INTEGER NOT NULL,
    "polish_title" TEXT NOT NULL,
    "titles" JSONB NOT NULL DEFAULT '[]',
    "previous_titles" JSONB NOT NULL DEFAULT '[]',
    "title_kind" "data_source",
    "classifications" JSONB NOT NULL DEFAULT '[]',
    "field_code" VARCHAR(16),
    "international_cooperation" BOOLEAN NOT NULL DEFAULT false,
    "range_usages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "start_date" DATE,
    "end_date" DATE,
    "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "institutions" JSONB NOT NULL DEFAULT '[]',
    "sources" "data_source"[] DEFAULT ARRAY[]::"data_source"[],
    "is_title_overrated_by_polon" BOOLEAN NOT NULL DEFAULT false,
    "external_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "research_work_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "research_work_discipline" (
    "research_work_id" UUID NOT NULL,
    "discipline_code" VARCHAR(16) NOT NULL,

    CONSTRAINT "research_work_discipline_pkey" PRIMARY KEY ("research_work_id","discipline_code")
);

-- CreateTable
CREATE TABLE "research_work_person" (
    "id" UUID NOT NULL,
    "research_work_id" UUID NOT NULL,
    "role" "research_work_role" NOT NULL,
    "position" INTEGER NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,

    CONSTRAINT "research_work_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "research_work_attachment" (
    "id" UUID NOT NULL,
    "research_work_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "ext" VARCHAR(16) NOT NULL,
    "size" INTEGER NOT NULL,
    "content" BYTEA NOT NULL,

    CONSTRAINT "research_work_attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gremium" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_html" TEXT,
    "name_en" TEXT,
    "organization_structure" TEXT,
    "description" TEXT,
    "institution_type_code" VARCHAR(32),
    "institution_type_label" TEXT,
    "web_site" TEXT,
    "phone_number" VARCHAR(32),
    "street" TEXT,
    "postal_code" VARCHAR(16),
    "city" TEXT,
    "start_date" DATE,
    "end_date" DATE,
    "source" "data_source" NOT NULL,
    "user_source" TEXT,
    "user_gremium" TEXT,
    "user_institution" TEXT,
    "created_by_user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gremium_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gremium_membership" (
    "id" UUID NOT NULL,
    "gremium_id" UUID NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "prefix" VARCHAR(32),
    "member_kind" VARCHAR(32) NOT NULL,
    "position_on_list" INTEGER NOT NULL DEFAULT 0,
    "source" "data_source" NOT NULL,
    "source_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gremium_membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gremium_membership_term" (
    "id" UUID NOT NULL,
    "membership_id" UUID NOT NULL,
    "date_from" DATE,
    "date_to" DATE,
    "status_override" "period_status",

    CONSTRAINT "gremium_membership_term_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gremium_function" (
    "id" UUID NOT NULL,
    "gremium_id" UUID NOT NULL,
    "profile_id" UUID,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "function_pl" TEXT NOT NULL,
    "function_en" TEXT,
    "position_on_list" INTEGER NOT NULL DEFAULT 0,
    "source" "data_source" NOT NULL,
    "source_name" TEXT,
    "import_job_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gremium_function_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gremium_function_period" (
    "id" UUID NOT NULL,
    "function_id" UUID NOT NULL,
    "date_from" DATE,
    "date_to" DATE,
    "status_override" "period_status",

    CONSTRAINT "gremium_function_period_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "function_import_job" (
    "id" UUID NOT NULL,
    "created_by_id" UUID,
    "file_name" TEXT NOT NULL,
    "status" "import_status" NOT NULL DEFAULT 'PENDING',
    "rows_total" INTEGER NOT NULL DEFAULT 0,
    "rows_imported" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "function_import_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post" (
    "id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "title_en" TEXT,
    "excerpt" TEXT NOT NULL,
    "excerpt_en" TEXT,
    "link" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_category" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" VARCHAR(128) NOT NULL,
    "link" TEXT NOT NULL,

    CONSTRAINT "post_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_category_on_post" (
    "post_id" UUID NOT NULL,
    "category_id" UUID NOT NULL,

    CONSTRAINT "post_category_on_post_pkey" PRIMARY KEY ("post_id","category_id")
);

-- CreateTable
CREATE TABLE "cv" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "language" "cv_language" NOT NULL,
    "cv_type" VARCHAR(32) NOT NULL DEFAULT 'NARRATIVE',
    "experience_years" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cv_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_basic_data" (
    "id" UUID NOT NULL,
    "cv_id" UUID NOT NULL,
    "key" VARCHAR(64) NOT NULL,
    "value" TEXT NOT NULL,
    "order" INTEGER NOT NULL,

    CONSTRAINT "cv_basic_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_description_field" (
    "id" UUID NOT NULL,
    "cv_id" UUID NOT NULL,
    "key" VARCHAR(64) NOT NULL,
    "value" TEXT NOT NULL,
    "order" INTEGER NOT NULL,
    "internal_id" INTEGER NOT NULL,
    "tip" TEXT,

    CONSTRAINT "cv_description_field_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_function" (
    "id" UUID NOT NULL,
    "cv_id" UUID NOT NULL,
    "function_id" UUID,
    "name" TEXT NOT NULL,
    "from_date" DATE,
    "to_date" DATE,
    "order" INTEGER NOT NULL,

    CONSTRAINT "cv_function_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_membership" (
    "id" UUID NOT NULL,
    "cv_id" UUID NOT NULL,
    "membership_id" UUID,
    "name" TEXT NOT NULL,
    "from_year" INTEGER,
    "to_year" INTEGER,
    "order" INTEGER NOT NULL,

    CONSTRAINT "cv_membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_specialty" (
    "id" UUID NOT NULL,
    "cv_id" UUID NOT NULL,
    "specialty_id" UUID,
    "name" TEXT NOT NULL,
    "order" INTEGER NOT NULL,

    CONSTRAINT "cv_specialty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_publication" (
    "id" UUID NOT NULL,
    "cv_id" UUID NOT NULL,
    "publication_id" UUID,
    "author1" TEXT,
    "author2" TEXT,
    "author3" TEXT,
    "year" INTEGER,
    "title" TEXT NOT NULL,
    "publication_type" "publication_type" NOT NULL,
    "doi" VARCHAR(255),
    "order" INTEGER NOT NULL,
    "description" TEXT,

    CONSTRAINT "cv_publication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cv_label" (
    "key" VARCHAR(64) NOT NULL,
    "language" "cv_language" NOT NULL,
    "section" "cv_label_section" NOT NULL,
    "label" TEXT NOT NULL,
    "tip" TEXT,
    "order" INTEGER NOT NULL,

    CONSTRAINT "cv_label_pkey" PRIMARY KEY ("key","language")
);

-- CreateTable
CREATE TABLE "app_user" (
    "id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "email" VARCHAR(254),
    "phone" VARCHAR(32),
    "login" VARCHAR(128),
    "pesel_encrypted" BYTEA,
    "pesel_hash" BYTEA,
    "orcid" VARCHAR(19),
    "status" "account_status" NOT NULL DEFAULT 'ACTIVE',
    "notifications_consent" BOOLEAN NOT NULL DEFAULT false,
    "terms_version" INTEGER,
    "terms_accepted_at" TIMESTAMPTZ(3),
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "app_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_role_assignment" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "user_role" NOT NULL,
    "granted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "granted_by_id" UUID,

    CONSTRAINT "user_role_assignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terms_version" (
    "version" INTEGER NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "text_pl" TEXT NOT NULL,
    "text_en" TEXT NOT NULL,

    CONSTRAINT "terms_version_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "refresh_token" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "provider" VARCHAR(32) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "rotated_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "user_agent" TEXT,

    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_user_id" UUID,
    "action" VARCHAR(64) NOT NULL,
    "target_type" VARCHAR(32) NOT NULL,
    "target_id" VARCHAR(64) NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "req_id" VARCHAR(64),

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_outbox" (
    "id" BIGSERIAL NOT NULL,
    "profile_id" UUID NOT NULL,
    "operation" "outbox_operation" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "search_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expert_registration" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "profile_id" UUID,
    "phone" VARCHAR(32),
    "email" VARCHAR(254),
    "contact_channel" "contact_channel" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expert_registration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expert_consent" (
    "registration_id" UUID NOT NULL,
    "entity" "expert_consent_entity" NOT NULL,
    "granted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawn_at" TIMESTAMPTZ(3),

    CONSTRAINT "expert_consent_pkey" PRIMARY KEY ("registration_id","entity")
);

-- CreateTable
CREATE TABLE "expert_contest" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "name_pl" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "opens_at" TIMESTAMPTZ(3),
    "closes_at" TIMESTAMPTZ(3),

    CONSTRAINT "expert_contest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expert_statement" (
    "code" VARCHAR(64) NOT NULL,
    "text_pl" TEXT NOT NULL,
    "text_en" TEXT NOT NULL,

    CONSTRAINT "expert_statement_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "expert_contest_statement" (
    "contest_id" UUID NOT NULL,
    "statement_code" VARCHAR(64) NOT NULL,

    CONSTRAINT "expert_contest_statement_pkey" PRIMARY KEY ("contest_id","statement_code")
);

-- CreateTable
CREATE TABLE "expert_statement_acceptance" (
    "registration_id" UUID NOT NULL,
    "statement_code" VARCHAR(64) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expert_statement_acceptance_pkey" PRIMARY KEY ("registration_id","statement_code")
);

-- CreateTable
CREATE TABLE "expert_contest_application" (
    "registration_id" UUID NOT NULL,
    "contest_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expert_contest_application_pkey" PRIMARY KEY ("registration_id","contest_id")
);

-- CreateIndex
CREATE INDEX "science_discipline_field_code_idx" ON "science_discipline"("field_code");

-- CreateIndex
CREATE UNIQUE INDEX "institution_external_id_key" ON "institution"("external_id");

-- CreateIndex
CREATE INDEX "institution_name_pl_idx" ON "institution"("name_pl");

-- CreateIndex
CREATE UNIQUE INDEX "specialty_term_label_pl_label_en_key" ON "specialty_term"("label_pl", "label_en");

-- CreateIndex
CREATE UNIQUE INDEX "profile_orcid_key" ON "profile"("orcid");

-- CreateIndex
CREATE UNIQUE INDEX "profile_bwnp_id_key" ON "profile"("bwnp_id");

-- CreateIndex
CREATE UNIQUE INDEX "profile_polon_id_key" ON "profile"("polon_id");

-- CreateIndex
CREATE UNIQUE INDEX "profile_pesel_hash_key" ON "profile"("pesel_hash");

-- CreateIndex
CREATE UNIQUE INDEX "profile_user_id_key" ON "profile"("user_id");

-- CreateIndex
CREATE INDEX "profile_surname_first_name_idx" ON "profile"("surname", "first_name");

-- CreateIndex
CREATE INDEX "profile_created_at_idx" ON "profile"("created_at");

-- CreateIndex
CREATE INDEX "profile_link_profile_id_idx" ON "profile_link"("profile_id");

-- CreateIndex
CREATE INDEX "specialty_profile_id_idx" ON "specialty"("profile_id");

-- CreateIndex
CREATE INDEX "specialty_term_id_idx" ON "specialty"("term_id");

-- CreateIndex
CREATE INDEX "employment_profile_id_idx" ON "employment"("profile_id");

-- CreateIndex
CREATE INDEX "employment_institution_id_status_idx" ON "employment"("institution_id", "status");

-- CreateIndex
CREATE INDEX "degree_title_profile_id_idx" ON "degree_title"("profile_id");

-- CreateIndex
CREATE INDEX "degree_title_field_code_idx" ON "degree_title"("field_code");

-- CreateIndex
CREATE INDEX "degree_title_discipline_code_idx" ON "degree_title"("discipline_code");

-- CreateIndex
CREATE INDEX "degree_title_granting_institution_id_idx" ON "degree_title"("granting_institution_id");

-- CreateIndex
CREATE INDEX "degree_title_type_idx" ON "degree_title"("type");

-- CreateIndex
CREATE INDEX "profile_discipline_discipline_code_idx" ON "profile_discipline"("discipline_code");

-- CreateIndex
CREATE INDEX "profile_discipline_field_code_idx" ON "profile_discipline"("field_code");

-- CreateIndex
CREATE INDEX "publication_doi_idx" ON "publication"("doi");

-- CreateIndex
CREATE INDEX "publication_year_idx" ON "publication"("year");

-- CreateIndex
CREATE INDEX "publication_version_owner_profile_id_idx" ON "publication_version"("owner_profile_id");

-- CreateIndex
CREATE INDEX "publication_version_external_id_idx" ON "publication_version"("external_id");

-- CreateIndex
CREATE UNIQUE INDEX "publication_version_publication_id_kind_owner_profile_id_key" ON "publication_version"("publication_id", "kind", "owner_profile_id");

-- CreateIndex
CREATE INDEX "publication_author_profile_id_idx" ON "publication_author"("profile_id");

-- CreateIndex
CREATE INDEX "publication_author_affiliation_institution_id_idx" ON "publication_author"("affiliation_institution_id");

-- CreateIndex
CREATE UNIQUE INDEX "publication_author_publication_id_position_key" ON "publication_author"("publication_id", "position");

-- CreateIndex
CREATE INDEX "artistic_achievement_discipline_code_idx" ON "artistic_achievement"("discipline_code");

-- CreateIndex
CREATE INDEX "artistic_achievement_author_profile_id_idx" ON "artistic_achievement_author"("profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "artistic_achievement_author_achievement_id_position_key" ON "artistic_achievement_author"("achievement_id", "position");

-- CreateIndex
CREATE INDEX "artistic_achievement_collection_achievement_id_idx" ON "artistic_achievement_collection"("achievement_id");

-- CreateIndex
CREATE INDEX "industrial_property_type_code_idx" ON "industrial_property"("type_code");

-- CreateIndex
CREATE INDEX "industrial_property_right_property_id_idx" ON "industrial_property_right"("property_id");

-- CreateIndex
CREATE INDEX "industrial_property_creator_profile_id_idx" ON "industrial_property_creator"("profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "industrial_property_creator_property_id_position_key" ON "industrial_property_creator"("property_id", "position");

-- CreateIndex
CREATE INDEX "project_external_id_idx" ON "project"("external_id");

-- CreateIndex
CREATE INDEX "project_institution_project_id_idx" ON "project_institution"("project_id");

-- CreateIndex
CREATE INDEX "project_institution_institution_id_idx" ON "project_institution"("institution_id");

-- CreateIndex
CREATE INDEX "project_person_profile_id_idx" ON "project_person"("profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "project_person_project_id_position_key" ON "project_person"("project_id", "position");

-- CreateIndex
CREATE INDEX "research_work_kind_id_idx" ON "research_work"("kind_id");

-- CreateIndex
CREATE INDEX "research_work_field_code_idx" ON "research_work"("field_code");

-- CreateIndex
CREATE INDEX "research_work_discipline_discipline_code_idx" ON "research_work_discipline"("discipline_code");

-- CreateIndex
CREATE INDEX "research_work_person_profile_id_role_idx" ON "research_work_person"("profile_id", "role");

-- CreateIndex
CREATE UNIQUE INDEX "research_work_person_research_work_id_role_position_key" ON "research_work_person"("research_work_id", "role", "position");

-- CreateIndex
CREATE INDEX "research_work_attachment_research_work_id_idx" ON "research_work_attachment"("research_work_id");

-- CreateIndex
CREATE INDEX "gremium_name_idx" ON "gremium"("name");

-- CreateIndex
CREATE INDEX "gremium_created_by_user_id_idx" ON "gremium"("created_by_user_id");

-- CreateIndex
CREATE INDEX "gremium_membership_gremium_id_position_on_list_idx" ON "gremium_membership"("gremium_id", "position_on_list");

-- CreateIndex
CREATE INDEX "gremium_membership_profile_id_idx" ON "gremium_membership"("profile_id");

-- CreateIndex
CREATE INDEX "gremium_membership_term_membership_id_idx" ON "gremium_membership_term"("membership_id");

-- CreateIndex
CREATE INDEX "gremium_function_gremium_id_position_on_list_idx" ON "gremium_function"("gremium_id", "position_on_list");

-- CreateIndex
CREATE INDEX "gremium_function_profile_id_idx" ON "gremium_function"("profile_id");

-- CreateIndex
CREATE INDEX "gremium_function_import_job_id_idx" ON "gremium_function"("import_job_id");

-- CreateIndex
CREATE INDEX "gremium_function_period_function_id_idx" ON "gremium_function_period"("function_id");

-- CreateIndex
CREATE INDEX "function_import_job_created_by_id_idx" ON "function_import_job"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "post_number_key" ON "post"("number");

-- CreateIndex
CREATE INDEX "post_published_at_idx" ON "post"("published_at");

-- CreateIndex
CREATE UNIQUE INDEX "post_category_slug_key" ON "post_category"("slug");

-- CreateIndex
CREATE INDEX "post_category_on_post_category_id_idx" ON "post_category_on_post"("category_id");

-- CreateIndex
CREATE INDEX "cv_profile_id_idx" ON "cv"("profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "cv_basic_data_cv_id_key_key" ON "cv_basic_data"("cv_id", "key");

-- CreateIndex
CREATE UNIQUE INDEX "cv_description_field_cv_id_internal_id_key" ON "cv_description_field"("cv_id", "internal_id");

-- CreateIndex
CREATE INDEX "cv_function_cv_id_idx" ON "cv_function"("cv_id");

-- CreateIndex
CREATE INDEX "cv_function_function_id_idx" ON "cv_function"("function_id");

-- CreateIndex
CREATE INDEX "cv_membership_cv_id_idx" ON "cv_membership"("cv_id");

-- CreateIndex
CREATE INDEX "cv_membership_membership_id_idx" ON "cv_membership"("membership_id");

-- CreateIndex
CREATE INDEX "cv_specialty_cv_id_idx" ON "cv_specialty"("cv_id");

-- CreateIndex
CREATE INDEX "cv_publication_cv_id_idx" ON "cv_publication"("cv_id");

-- CreateIndex
CREATE INDEX "cv_publication_publication_id_idx" ON "cv_publication"("publication_id");

-- CreateIndex
CREATE UNIQUE INDEX "app_user_login_key" ON "app_user"("login");

-- CreateIndex
CREATE UNIQUE INDEX "app_user_pesel_hash_key" ON "app_user"("pesel_hash");

-- CreateIndex
CREATE UNIQUE INDEX "app_user_orcid_key" ON "app_user"("orcid");

-- CreateIndex
CREATE INDEX "app_user_surname_first_name_idx" ON "app_user"("surname", "first_name");

-- CreateIndex
CREATE INDEX "app_user_email_idx" ON "app_user"("email");

-- CreateIndex
CREATE INDEX "app_user_status_idx" ON "app_user"("status");

-- CreateIndex
CREATE INDEX "app_user_created_at_idx" ON "app_user"("created_at");

-- CreateIndex
CREATE INDEX "user_role_assignment_role_idx" ON "user_role_assignment"("role");

-- CreateIndex
CREATE UNIQUE INDEX "user_role_assignment_user_id_role_key" ON "user_role_assignment"("user_id", "role");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_token_user_id_idx" ON "refresh_token"("user_id");

-- CreateIndex
CREATE INDEX "refresh_token_family_id_idx" ON "refresh_token"("family_id");

-- CreateIndex
CREATE INDEX "audit_log_target_type_target_id_idx" ON "audit_log"("target_type", "target_id");

-- CreateIndex
CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log"("actor_user_id");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- CreateIndex
CREATE INDEX "search_outbox_processed_at_id_idx" ON "search_outbox"("processed_at", "id");

-- CreateIndex
CREATE INDEX "search_outbox_profile_id_idx" ON "search_outbox"("profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "expert_registration_user_id_key" ON "expert_registration"("user_id");

-- CreateIndex
CREATE INDEX "expert_registration_profile_id_idx" ON "expert_registration"("profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "expert_contest_code_key" ON "expert_contest"("code");

-- CreateIndex
CREATE INDEX "expert_contest_statement_statement_code_idx" ON "expert_contest_statement"("statement_code");

-- CreateIndex
CREATE INDEX "expert_statement_acceptance_statement_code_idx" ON "expert_statement_acceptance"("statement_code");

-- CreateIndex
CREATE INDEX "expert_contest_application_contest_id_idx" ON "expert_contest_application"("contest_id");

-- AddForeignKey
ALTER TABLE "science_discipline" ADD CONSTRAINT "science_discipline_field_code_fkey" FOREIGN KEY ("field_code") REFERENCES "science_field"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile" ADD CONSTRAINT "profile_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_photo" ADD CONSTRAINT "profile_photo_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_link" ADD CONSTRAINT "profile_link_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "specialty" ADD CONSTRAINT "specialty_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "specialty" ADD CONSTRAINT "specialty_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "specialty_term"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employment" ADD CONSTRAINT "employment_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employment" ADD CONSTRAINT "employment_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "degree_title" ADD CONSTRAINT "degree_title_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "degree_title" ADD CONSTRAINT "degree_title_field_code_fkey" FOREIGN KEY ("field_code") REFERENCES "science_field"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "degree_title" ADD CONSTRAINT "degree_title_discipline_code_fkey" FOREIGN KEY ("discipline_code") REFERENCES "science_discipline"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "degree_title" ADD CONSTRAINT "degree_title_granting_institution_id_fkey" FOREIGN KEY ("granting_institution_id") REFERENCES "institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_discipline" ADD CONSTRAINT "profile_discipline_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_discipline" ADD CONSTRAINT "profile_discipline_discipline_code_fkey" FOREIGN KEY ("discipline_code") REFERENCES "science_discipline"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profile_discipline" ADD CONSTRAINT "profile_discipline_field_code_fkey" FOREIGN KEY ("field_code") REFERENCES "science_field"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publication_version" ADD CONSTRAINT "publication_version_publication_id_fkey" FOREIGN KEY ("publication_id") REFERENCES "publication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publication_version" ADD CONSTRAINT "publication_version_owner_profile_id_fkey" FOREIGN KEY ("owner_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publication_author" ADD CONSTRAINT "publication_author_publication_id_fkey" FOREIGN KEY ("publication_id") REFERENCES "publication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publication_author" ADD CONSTRAINT "publication_author_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publication_author" ADD CONSTRAINT "publication_author_affiliation_institution_id_fkey" FOREIGN KEY ("affiliation_institution_id") REFERENCES "institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "artistic_achievement" ADD CONSTRAINT "artistic_achievement_discipline_code_fkey" FOREIGN KEY ("discipline_code") REFERENCES "science_discipline"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "artistic_achievement_author" ADD CONSTRAINT "artistic_achievement_author_achievement_id_fkey" FOREIGN KEY ("achievement_id") REFERENCES "artistic_achievement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "artistic_achievement_author" ADD CONSTRAINT "artistic_achievement_author_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "artistic_achievement_collection" ADD CONSTRAINT "artistic_achievement_collection_achievement_id_fkey" FOREIGN KEY ("achievement_id") REFERENCES "artistic_achievement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "industrial_property" ADD CONSTRAINT "industrial_property_type_code_fkey" FOREIGN KEY ("type_code") REFERENCES "patent_unit"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "industrial_property_right" ADD CONSTRAINT "industrial_property_right_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "industrial_property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "industrial_property_creator" ADD CONSTRAINT "industrial_property_creator_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "industrial_property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "industrial_property_creator" ADD CONSTRAINT "industrial_property_creator_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_institution" ADD CONSTRAINT "project_institution_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_institution" ADD CONSTRAINT "project_institution_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_person" ADD CONSTRAINT "project_person_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_person" ADD CONSTRAINT "project_person_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work" ADD CONSTRAINT "research_work_kind_id_fkey" FOREIGN KEY ("kind_id") REFERENCES "research_work_kind"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work" ADD CONSTRAINT "research_work_field_code_fkey" FOREIGN KEY ("field_code") REFERENCES "science_field"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work_discipline" ADD CONSTRAINT "research_work_discipline_research_work_id_fkey" FOREIGN KEY ("research_work_id") REFERENCES "research_work"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work_discipline" ADD CONSTRAINT "research_work_discipline_discipline_code_fkey" FOREIGN KEY ("discipline_code") REFERENCES "science_discipline"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work_person" ADD CONSTRAINT "research_work_person_research_work_id_fkey" FOREIGN KEY ("research_work_id") REFERENCES "research_work"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work_person" ADD CONSTRAINT "research_work_person_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "research_work_attachment" ADD CONSTRAINT "research_work_attachment_research_work_id_fkey" FOREIGN KEY ("research_work_id") REFERENCES "research_work"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium" ADD CONSTRAINT "gremium_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_membership" ADD CONSTRAINT "gremium_membership_gremium_id_fkey" FOREIGN KEY ("gremium_id") REFERENCES "gremium"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_membership" ADD CONSTRAINT "gremium_membership_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_membership_term" ADD CONSTRAINT "gremium_membership_term_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "gremium_membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_function" ADD CONSTRAINT "gremium_function_gremium_id_fkey" FOREIGN KEY ("gremium_id") REFERENCES "gremium"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_function" ADD CONSTRAINT "gremium_function_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_function" ADD CONSTRAINT "gremium_function_import_job_id_fkey" FOREIGN KEY ("import_job_id") REFERENCES "function_import_job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gremium_function_period" ADD CONSTRAINT "gremium_function_period_function_id_fkey" FOREIGN KEY ("function_id") REFERENCES "gremium_function"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "function_import_job" ADD CONSTRAINT "function_import_job_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_category_on_post" ADD CONSTRAINT "post_category_on_post_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_category_on_post" ADD CONSTRAINT "post_category_on_post_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "post_category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv" ADD CONSTRAINT "cv_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_basic_data" ADD CONSTRAINT "cv_basic_data_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_description_field" ADD CONSTRAINT "cv_description_field_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_function" ADD CONSTRAINT "cv_function_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_function" ADD CONSTRAINT "cv_function_function_id_fkey" FOREIGN KEY ("function_id") REFERENCES "gremium_function"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_membership" ADD CONSTRAINT "cv_membership_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_membership" ADD CONSTRAINT "cv_membership_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "gremium_membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_specialty" ADD CONSTRAINT "cv_specialty_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_publication" ADD CONSTRAINT "cv_publication_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_publication" ADD CONSTRAINT "cv_publication_publication_id_fkey" FOREIGN KEY ("publication_id") REFERENCES "publication"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_terms_version_fkey" FOREIGN KEY ("terms_version") REFERENCES "terms_version"("version") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_role_assignment" ADD CONSTRAINT "user_role_assignment_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_registration" ADD CONSTRAINT "expert_registration_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_registration" ADD CONSTRAINT "expert_registration_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_consent" ADD CONSTRAINT "expert_consent_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "expert_registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_contest_statement" ADD CONSTRAINT "expert_contest_statement_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "expert_contest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_contest_statement" ADD CONSTRAINT "expert_contest_statement_statement_code_fkey" FOREIGN KEY ("statement_code") REFERENCES "expert_statement"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_statement_acceptance" ADD CONSTRAINT "expert_statement_acceptance_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "expert_registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_statement_acceptance" ADD CONSTRAINT "expert_statement_acceptance_statement_code_fkey" FOREIGN KEY ("statement_code") REFERENCES "expert_statement"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_contest_application" ADD CONSTRAINT "expert_contest_application_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "expert_registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_contest_application" ADD CONSTRAINT "expert_contest_application_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "expert_contest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
