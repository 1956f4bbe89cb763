// Every translation is bundled: the seven languages together are a few kilobytes.

import en_common from './en/common.json';
import en_auth from './en/auth.json';
import en_onboarding from './en/onboarding.json';
import en_organisation from './en/organisation.json';
import en_home from './en/home.json';
import en_account from './en/account.json';
import en_invitations from './en/invitations.json';
import en_dataLibrary from './en/dataLibrary.json';
import en_projects from './en/projects.json';
import en_insights from './en/insights.json';
import en_collections from './en/collections.json';
import en_savedInsights from './en/savedInsights.json';
import en_changelog from './en/changelog.json';
import en_streamKeys from './en/streamKeys.json';
import en_comments from './en/comments.json';
import en_assistant from './en/assistant.json';
import en_writeups from './en/writeups.json';
import es_common from './es/common.json';
import es_auth from './es/auth.json';
import es_onboarding from './es/onboarding.json';
import es_organisation from './es/organisation.json';
import es_home from './es/home.json';
import es_account from './es/account.json';
import es_invitations from './es/invitations.json';
import es_dataLibrary from './es/dataLibrary.json';
import es_projects from './es/projects.json';
import es_insights from './es/insights.json';
import es_collections from './es/collections.json';
import es_savedInsights from './es/savedInsights.json';
import es_changelog from './es/changelog.json';
import es_streamKeys from './es/streamKeys.json';
import es_comments from './es/comments.json';
import es_assistant from './es/assistant.json';
import es_writeups from './es/writeups.json';
import fr_common from './fr/common.json';
import fr_auth from './fr/auth.json';
import fr_onboarding from './fr/onboarding.json';
import fr_organisation from './fr/organisation.json';
import fr_home from './fr/home.json';
import fr_account from './fr/account.json';
import fr_invitations from './fr/invitations.json';
import fr_dataLibrary from './fr/dataLibrary.json';
import fr_projects from './fr/projects.json';
import fr_insights from './fr/insights.json';
import fr_collections from './fr/collections.json';
import fr_savedInsights from './fr/savedInsights.json';
import fr_changelog from './fr/changelog.json';
import fr_streamKeys from './fr/streamKeys.json';
import fr_comments from './fr/comments.json';
import fr_assistant from './fr/assistant.json';
import fr_writeups from './fr/writeups.json';
import ja_common from './ja/common.json';
import ja_auth from './ja/auth.json';
import ja_onboarding from './ja/onboarding.json';
import ja_organisation from './ja/organisation.json';
import ja_home from './ja/home.json';
import ja_account from './ja/account.json';
import ja_invitations from './ja/invitations.json';
import ja_dataLibrary from './ja/dataLibrary.json';
import ja_projects from './ja/projects.json';
import ja_insights from './ja/insights.json';
import ja_collections from './ja/collections.json';
import ja_savedInsights from './ja/savedInsights.json';
import ja_changelog from './ja/changelog.json';
import ja_streamKeys from './ja/streamKeys.json';
import ja_comments from './ja/comments.json';
import ja_assistant from './ja/assistant.json';
import ja_writeups from './ja/writeups.json';
import ko_common from './ko/common.json';
import ko_auth from './ko/auth.json';
import ko_onboarding from './ko/onboarding.json';
import ko_organisation from './ko/organisation.json';
import ko_home from './ko/home.json';
import ko_account from './ko/account.json';
import ko_invitations from './ko/invitations.json';
import ko_dataLibrary from './ko/dataLibrary.json';
import ko_projects from './ko/projects.json';
import ko_insights from './ko/insights.json';
import ko_collections from './ko/collections.json';
import ko_savedInsights from './ko/savedInsights.json';
import ko_changelog from './ko/changelog.json';
import ko_streamKeys from './ko/streamKeys.json';
import ko_comments from './ko/comments.json';
import ko_assistant from './ko/assistant.json';
import ko_writeups from './ko/writeups.json';
import pt_common from './pt/common.json';
import pt_auth from './pt/auth.json';
import pt_onboarding from './pt/onboarding.json';
import pt_organisation from './pt/organisation.json';
import pt_home from './pt/home.json';
import pt_account from './pt/account.json';
import pt_invitations from './pt/invitations.json';
import pt_dataLibrary from './pt/dataLibrary.json';
import pt_projects from './pt/projects.json';
import pt_insights from './pt/insights.json';
import pt_collections from './pt/collections.json';
import pt_savedInsights from './pt/savedInsights.json';
import pt_changelog from './pt/changelog.json';
import pt_streamKeys from './pt/streamKeys.json';
import pt_comments from './pt/comments.json';
import pt_assistant from './pt/assistant.json';
import pt_writeups from './pt/writeups.json';
import indo_common from './indo/common.json';
import indo_auth from './indo/auth.json';
import indo_onboarding from './indo/onboarding.json';
import indo_organisation from './indo/organisation.json';
import indo_home from './indo/home.json';
import indo_account from './indo/account.json';
import indo_invitations from './indo/invitations.json';
import indo_dataLibrary from './indo/dataLibrary.json';
import indo_projects from './indo/projects.json';
import indo_insights from './indo/insights.json';
import indo_collections from './indo/collections.json';
import indo_savedInsights from './indo/savedInsights.json';
import indo_changelog from './indo/changelog.json';
import indo_streamKeys from './indo/streamKeys.json';
import indo_comments from './indo/comments.json';
import indo_assistant from './indo/assistant.json';
import indo_writeups from './indo/writeups.json';

export const resources = {
  en: {
    common: en_common,
    auth: en_auth,
    onboarding: en_onboarding,
    organisation: en_organisation,
    home: en_home,
    account: en_account,
    invitations: en_invitations,
    dataLibrary: en_dataLibrary,
    projects: en_projects,
    insights: en_insights,
    collections: en_collections,
    savedInsights: en_savedInsights,
    changelog: en_changelog,
    streamKeys: en_streamKeys,
    comments: en_comments,
    assistant: en_assistant,
    writeups: en_writeups,
  },
  es: {
    common: es_common,
    auth: es_auth,
    onboarding: es_onboarding,
    organisation: es_organisation,
    home: es_home,
    account: es_account,
    invitations: es_invitations,
    dataLibrary: es_dataLibrary,
    projects: es_projects,
    insights: es_insights,
    collections: es_collections,
    savedInsights: es_savedInsights,
    changelog: es_changelog,
    streamKeys: es_streamKeys,
    comments: es_comments,
    assistant: es_assistant,
    writeups: es_writeups,
  },
  fr: {
    common: fr_common,
    auth: fr_auth,
    onboarding: fr_onboarding,
    organisation: fr_organisation,
    home: fr_home,
    account: fr_account,
    invitations: fr_invitations,
    dataLibrary: fr_dataLibrary,
    projects: fr_projects,
    insights: fr_insights,
    collections: fr_collections,
    savedInsights: fr_savedInsights,
    changelog: fr_changelog,
    streamKeys: fr_streamKeys,
    comments: fr_comments,
    assistant: fr_assistant,
    writeups: fr_writeups,
  },
  ja: {
    common: ja_common,
    auth: ja_auth,
    onboarding: ja_onboarding,
    organisation: ja_organisation,
    home: ja_home,
    account: ja_account,
    invitations: ja_invitations,
    dataLibrary: ja_dataLibrary,
    projects: ja_projects,
    insights: ja_insights,
    collections: ja_collections,
    savedInsights: ja_savedInsights,
    changelog: ja_changelog,
    streamKeys: ja_streamKeys,
    comments: ja_comments,
    assistant: ja_assistant,
    writeups: ja_writeups,
  },
  ko: {
    common: ko_common,
    auth: ko_auth,
    onboarding: ko_onboarding,
    organisation: ko_organisation,
    home: ko_home,
    account: ko_account,
    invitations: ko_invitations,
    dataLibrary: ko_dataLibrary,
    projects: ko_projects,
    insights: ko_insights,
    collections: ko_collections,
    savedInsights: ko_savedInsights,
    changelog: ko_changelog,
    streamKeys: ko_streamKeys,
    comments: ko_comments,
    assistant: ko_assistant,
    writeups: ko_writeups,
  },
  pt: {
    common: pt_common,
    auth: pt_auth,
    onboarding: pt_onboarding,
    organisation: pt_organisation,
    home: pt_home,
    account: pt_account,
    invitations: pt_invitations,
    dataLibrary: pt_dataLibrary,
    projects: pt_projects,
    insights: pt_insights,
    collections: pt_collections,
    savedInsights: pt_savedInsights,
    changelog: pt_changelog,
    streamKeys: pt_streamKeys,
    comments: pt_comments,
    assistant: pt_assistant,
    writeups: pt_writeups,
  },
  indo: {
    common: indo_common,
    auth: indo_auth,
    onboarding: indo_onboarding,
    organisation: indo_organisation,
    home: indo_home,
    account: indo_account,
    invitations: indo_invitations,
    dataLibrary: indo_dataLibrary,
    projects: indo_projects,
    insights: indo_insights,
    collections: indo_collections,
    savedInsights: indo_savedInsights,
    changelog: indo_changelog,
    streamKeys: indo_streamKeys,
    comments: indo_comments,
    assistant: indo_assistant,
    writeups: indo_writeups,
  },
};
