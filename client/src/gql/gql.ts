/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SignInToShell(\n    $email: String!\n    $password: String!\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n      query {\n        ...StartUpLoads\n      }\n    }\n  }\n": typeof types.SignInToShellDocument,
    "\n  query StartUp(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...StartUpLoads\n  }\n\n  fragment StartUpLoads on Query {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n    chats {\n      ...QuickChatListItem\n    }\n    shortcuts {\n      ...ShortcutFields\n    }\n    ...ShellFields\n  }\n": typeof types.StartUpDocument,
    "\n  query ContactCountries {\n    contactCountries {\n      ...ContactCountryFields\n    }\n  }\n\n  fragment ContactCountryFields on ContactCountry {\n    id\n    iso\n    name\n    code\n  }\n": typeof types.ContactCountriesDocument,
    "\n  fragment MessageEntryFields on Message {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n": typeof types.MessageEntryFieldsFragmentDoc,
    "\n  fragment NotificationEntryFields on Notification {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n": typeof types.NotificationEntryFieldsFragmentDoc,
    "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n": typeof types.NavigationItemFieldsFragmentDoc,
    "\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n": typeof types.UserMenuFieldsFragmentDoc,
    "\n  query AcademyCatalogue {\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n    academyCourses {\n      ...AcademyCourseCard\n    }\n  }\n\n  fragment AcademyCategoryFields on AcademyCategory {\n    id\n    title\n    slug\n  }\n\n  fragment AcademyCourseCard on AcademyCourse {\n    id\n    title\n    slug\n    description\n    category\n    duration\n    totalSteps\n    updatedAt\n    featured\n    progress {\n      currentStep\n      completed\n    }\n  }\n": typeof types.AcademyCatalogueDocument,
    "\n  query AcademyCoursePage($id: ID!) {\n    academyCourse(id: $id) {\n      ...AcademyCourseCard\n      steps {\n        id\n        order\n        title\n        subtitle\n        content\n      }\n    }\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n  }\n": typeof types.AcademyCoursePageDocument,
    "\n  mutation UpdateAcademyCourseProgress($id: ID!, $currentStep: Int!) {\n    updateAcademyCourseProgress(id: $id, currentStep: $currentStep) {\n      __typename\n      id\n      progress {\n        __typename\n        currentStep\n        completed\n      }\n    }\n  }\n": typeof types.UpdateAcademyCourseProgressDocument,
    "\n  query ActivitiesFeed($after: ID, $first: Int) {\n    activities(after: $after, first: $first) {\n      ...ActivityItem\n    }\n    activityCount\n  }\n\n  fragment ActivityItem on Activity {\n    id\n    icon\n    image\n    description\n    date\n    extraContent\n    linkedContent\n    link\n    useRouter\n  }\n": typeof types.ActivitiesFeedDocument,
    "\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n": typeof types.MisProyectosClienteDocument,
    "\n  query AdministracionActividades {\n    activities {\n      id\n      icon\n      image\n      description\n      date\n      link\n      linkedContent\n      useRouter\n    }\n  }\n": typeof types.AdministracionActividadesDocument,
    "\n  query AdministracionFeeds {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n": typeof types.AdministracionFeedsDocument,
    "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.SessionPayloadFragmentDoc,
    "\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n": typeof types.SignInWithTokenDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": typeof types.SignUpDocument,
    "\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n": typeof types.UnlockSessionDocument,
    "\n  query SessionUser {\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n": typeof types.ChatListItemFragmentDoc,
    "\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n": typeof types.ChatContactItemFragmentDoc,
    "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n": typeof types.ChatProfileFieldsFragmentDoc,
    "\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n": typeof types.ChatContactPanelFragmentDoc,
    "\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n": typeof types.ChatAppDocument,
    "\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.ChatConversationDocument,
    "\n  query QuickChatList {\n    chats {\n      ...QuickChatListItem\n    }\n  }\n\n  fragment QuickChatListItem on Chat {\n    id\n    unreadCount\n    contact {\n      id\n      name\n      avatar\n    }\n  }\n": typeof types.QuickChatListDocument,
    "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.QuickChatConversationDocument,
    "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n": typeof types.QuickChatMessageFragmentDoc,
    "\n  subscription ChatChanged {\n    chatChanged {\n      change\n      chat {\n        ...ChatListItem\n      }\n      message {\n        ...QuickChatMessage\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ChatChangedDocument,
    "\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.CreateChatDocument,
    "\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkChatReadDocument,
    "\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n": typeof types.UpdateChatMutedDocument,
    "\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n": typeof types.UpdateChatProfileDocument,
    "\n  query ContactsPage($query: String, $after: String) {\n    contactsPage(query: $query, after: $after) {\n      contacts {\n        ...ContactListItem\n      }\n      total\n      hasMore\n      endCursor\n    }\n  }\n\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n": typeof types.ContactsPageDocument,
    "\n  query ContactPage($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetails\n    }\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n\n  fragment ContactDetails on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n  }\n\n  fragment ContactTagFields on ContactTag {\n    __typename\n    id\n    title\n  }\n": typeof types.ContactPageDocument,
    "\n  query NewContactPage {\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n": typeof types.NewContactPageDocument,
    "\n  subscription ContactsChanged {\n    contactsChanged {\n      change\n      contact {\n        ...ContactListItem\n        ...ContactDetails\n      }\n      tag {\n        ...ContactTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ContactsChangedDocument,
    "\n  mutation CreateContactTag($tag: ContactTagInput!) {\n    createContactTag(tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n": typeof types.CreateContactTagDocument,
    "\n  mutation CreateContact($contact: ContactInput!) {\n    createContact(contact: $contact) {\n      ...ContactDetails\n    }\n  }\n": typeof types.CreateContactDocument,
    "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteContactTagDocument,
    "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteContactDocument,
    "\n  mutation UpdateContactTag($id: ID!, $tag: ContactTagInput!) {\n    updateContactTag(id: $id, tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n": typeof types.UpdateContactTagDocument,
    "\n  mutation UpdateContact($id: ID!, $contact: ContactInput!) {\n    updateContact(id: $id, contact: $contact) {\n      ...ContactDetails\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n": typeof types.UploadContactAvatarDocument,
    "\n  query AnalyticsDashboard {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            ...DashboardPointSeries\n          }\n          lastYear {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      conversions {\n        ...DashboardAmount\n      }\n      impressions {\n        ...DashboardAmount\n      }\n      visits {\n        ...DashboardAmount\n      }\n      visitorsVsPageViews {\n        overallScore\n        averageRatio\n        predictedRatio\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      newVsReturning {\n        ...DashboardAudience\n      }\n      gender {\n        ...DashboardAudience\n      }\n      age {\n        ...DashboardAudience\n      }\n      language {\n        ...DashboardAudience\n      }\n    }\n  }\n\n  fragment DashboardPointSeries on DashboardChartPointSeries {\n    name\n    data {\n      x\n      y\n    }\n  }\n\n  fragment DashboardAmount on DashboardAmountChart {\n    amount\n    labels\n    series {\n      name\n      data\n    }\n  }\n\n  fragment DashboardAudience on AnalyticsAudience {\n    uniqueVisitors\n    series\n    labels\n  }\n": typeof types.AnalyticsDashboardDocument,
    "\n  query CryptoDashboard {\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        price {\n          series {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      prices {\n        ...DashboardCoinValues\n      }\n      wallets {\n        ...DashboardCoinValues\n      }\n      watchlist {\n        id\n        title\n        iso\n        amount\n        trend {\n          dir\n          amount\n        }\n        series {\n          ...DashboardPointSeries\n        }\n      }\n    }\n  }\n\n  fragment DashboardCoinValues on CryptoCoinValues {\n    btc\n    eth\n    sol\n    xrp\n  }\n": typeof types.CryptoDashboardDocument,
    "\n  query FinanceDashboard {\n    financeDashboard {\n      accountBalance {\n        growRate\n        ami\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      budget {\n        expenses\n        expensesLimit\n        savings\n        savingsGoal\n        bills\n        billsLimit\n      }\n      previousStatement {\n        ...DashboardStatement\n      }\n      currentStatement {\n        ...DashboardStatement\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n  }\n\n  fragment DashboardStatement on FinanceStatement {\n    status\n    date\n    limit\n    spent\n    minimum\n  }\n": typeof types.FinanceDashboardDocument,
    "\n  query ProjectDashboard {\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            ...DashboardIssueOverview\n          }\n          lastWeek {\n            ...DashboardIssueOverview\n          }\n        }\n        labels\n        series {\n          thisWeek {\n            ...DashboardIssueSeries\n          }\n          lastWeek {\n            ...DashboardIssueSeries\n          }\n        }\n      }\n      taskDistribution {\n        overview {\n          thisWeek {\n            new\n            completed\n          }\n          lastWeek {\n            new\n            completed\n          }\n        }\n        labels\n        series {\n          thisWeek\n          lastWeek\n        }\n      }\n      schedule {\n        today {\n          ...DashboardScheduleItem\n        }\n        tomorrow {\n          ...DashboardScheduleItem\n        }\n      }\n      budgetDistribution {\n        categories\n        series {\n          name\n          data\n        }\n      }\n      weeklyExpenses {\n        ...DashboardAmount\n      }\n      monthlyExpenses {\n        ...DashboardAmount\n      }\n      yearlyExpenses {\n        ...DashboardAmount\n      }\n      budgetDetails {\n        columns\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n\n  fragment DashboardIssueOverview on ProjectIssueOverview {\n    newIssues\n    closedIssues\n    fixed\n    wontFix\n    reOpened\n    needsTriage\n  }\n\n  fragment DashboardIssueSeries on ProjectIssueSeries {\n    name\n    type\n    data\n  }\n\n  fragment DashboardScheduleItem on ProjectScheduleItem {\n    id\n    title\n    time\n    start\n    location\n  }\n": typeof types.ProjectDashboardDocument,
    "\n  query FileManagerFolder($folderId: ID) {\n    fileManagerContents(folderId: $folderId) {\n      folders {\n        ...FileManagerItemFields\n      }\n      files {\n        ...FileManagerItemFields\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n\n  fragment FileManagerItemFields on FileManagerItem {\n    id\n    folderId\n    name\n    type\n    size\n    contents\n    createdBy\n    createdAt\n    modifiedAt\n    description\n  }\n": typeof types.FileManagerFolderDocument,
    "\n  query HelpCenterHome {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n    # Every guide (a category has a handful), so the home's search covers them all.\n    helpCenterGuideCategories(limit: 100) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n\n  fragment HelpCenterFaqFields on HelpCenterFaq {\n    id\n    categoryId\n    question\n    answer\n  }\n\n  fragment HelpCenterFaqCategoryFields on HelpCenterFaqCategory {\n    id\n    slug\n    title\n    faqs {\n      ...HelpCenterFaqFields\n    }\n  }\n\n  fragment HelpCenterGuideSummary on HelpCenterGuide {\n    id\n    categoryId\n    slug\n    title\n    subtitle\n  }\n\n  fragment HelpCenterGuideCategoryFields on HelpCenterGuideCategory {\n    id\n    slug\n    title\n    totalGuides\n    visibleGuides\n    guides {\n      ...HelpCenterGuideSummary\n    }\n  }\n": typeof types.HelpCenterHomeDocument,
    "\n  query HelpCenterFaqs {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n  }\n": typeof types.HelpCenterFaqsDocument,
    "\n  query HelpCenterGuides {\n    helpCenterGuideCategories {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n": typeof types.HelpCenterGuidesDocument,
    "\n  query HelpCenterGuideCategory($slug: String!) {\n    helpCenterGuideCategories(slug: $slug) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n": typeof types.HelpCenterGuideCategoryDocument,
    "\n  query HelpCenterGuide($category: String!, $guide: String!) {\n    helpCenterGuide(categorySlug: $category, guideSlug: $guide) {\n      id\n      slug\n      title\n      totalGuides\n      guides {\n        ...HelpCenterGuideSummary\n        content\n      }\n    }\n    # The category's other guides: the side list and the previous and next links.\n    helpCenterGuideCategories(slug: $category) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n": typeof types.HelpCenterGuideDocument,
    "\n  query HelpCenterSupport {\n    helpCenterSupportRequests {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n\n  fragment HelpCenterSupportRequestFields on HelpCenterSupportRequest {\n    id\n    name\n    email\n    subject\n    message\n    createdAt\n  }\n": typeof types.HelpCenterSupportDocument,
    "\n  mutation SendSupportRequest($request: HelpCenterSupportRequestInput!) {\n    sendSupportRequest(request: $request) {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n": typeof types.SendSupportRequestDocument,
    "\n  query IconSet($set: IconSetName!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      package\n      folder\n      list\n    }\n  }\n": typeof types.IconSetDocument,
    "\n  query InventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: String\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        ...InventoryProductRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment InventoryProductRow on InventoryProduct {\n    id\n    name\n    sku\n    thumbnail\n    price\n    stock\n    reserved\n    active\n  }\n": typeof types.InventoryProductsDocument,
    "\n  query InventoryProduct($id: ID!) {\n    inventoryProduct(id: $id) {\n      ...InventoryProductFields\n    }\n    ...InventoryLookups\n  }\n\n  fragment InventoryLookups on Query {\n    inventoryCategories {\n      id\n      name\n    }\n    inventoryBrands {\n      id\n      name\n    }\n    inventoryVendors {\n      id\n      name\n    }\n    inventoryTags {\n      ...InventoryTagFields\n    }\n  }\n\n  fragment InventoryProductFields on InventoryProduct {\n    id\n    category\n    name\n    description\n    tags\n    sku\n    barcode\n    brand\n    vendor\n    stock\n    reserved\n    cost\n    basePrice\n    taxPercent\n    price\n    weight\n    thumbnail\n    images\n    active\n  }\n\n  fragment InventoryTagFields on InventoryTag {\n    id\n    title\n  }\n": typeof types.InventoryProductDocument,
    "\n  query InventoryLookups {\n    ...InventoryLookups\n  }\n": typeof types.InventoryLookupsDocument,
    "\n  mutation CreateInventoryProduct {\n    createInventoryProduct {\n      ...InventoryProductFields\n    }\n  }\n": typeof types.CreateInventoryProductDocument,
    "\n  mutation CreateInventoryTag($tag: InventoryTagInput!) {\n    createInventoryTag(tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n": typeof types.CreateInventoryTagDocument,
    "\n  mutation DeleteInventoryProduct($id: ID!) {\n    deleteInventoryProduct(id: $id)\n  }\n": typeof types.DeleteInventoryProductDocument,
    "\n  mutation DeleteInventoryTag($id: ID!) {\n    deleteInventoryTag(id: $id)\n  }\n": typeof types.DeleteInventoryTagDocument,
    "\n  mutation SetInventoryProductActive($id: ID!, $active: Boolean!) {\n    updateInventoryProduct(id: $id, product: { active: $active }) {\n      __typename\n      id\n      active\n    }\n  }\n": typeof types.SetInventoryProductActiveDocument,
    "\n  mutation UpdateInventoryProduct($id: ID!, $product: InventoryProductInput!) {\n    updateInventoryProduct(id: $id, product: $product) {\n      ...InventoryProductFields\n    }\n  }\n": typeof types.UpdateInventoryProductDocument,
    "\n  mutation UpdateInventoryTag($id: ID!, $tag: InventoryTagInput!) {\n    updateInventoryTag(id: $id, tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n": typeof types.UpdateInventoryTagDocument,
    "\n  query MailboxNav {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n    mailboxFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailboxLabels {\n      ...MailLabelFields\n    }\n    mailboxSettings {\n      messageLayout\n    }\n  }\n\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n\n  fragment MailLabelFields on MailLabel {\n    __typename\n    id\n    title\n    slug\n    color\n  }\n": typeof types.MailboxNavDocument,
    "\n  query MailboxFolders {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n  }\n": typeof types.MailboxFoldersDocument,
    "\n  query MailboxMails($folder: String, $filter: String, $label: String, $page: Int!) {\n    mailboxMails(folder: $folder, filter: $filter, label: $label, page: $page) {\n      mails {\n        ...MailFields\n      }\n      pagination {\n        totalResults\n        currentPage\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment MailFields on Mail {\n    __typename\n    id\n    from {\n      avatar\n      contact\n    }\n    to\n    cc\n    bcc\n    date\n    subject\n    content\n    attachments {\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    labels\n    ccCount\n    bccCount\n  }\n": typeof types.MailboxMailsDocument,
    "\n  query MailboxMail($id: ID!) {\n    mailboxMail(id: $id) {\n      ...MailFields\n    }\n  }\n": typeof types.MailboxMailDocument,
    "\n  mutation CreateMailLabel($label: MailLabelInput!) {\n    createMailLabel(label: $label) {\n      ...MailLabelFields\n    }\n  }\n": typeof types.CreateMailLabelDocument,
    "\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n": typeof types.DeleteMailLabelDocument,
    "\n  subscription MailboxChanged {\n    mailboxChanged {\n      change\n      mail {\n        ...MailFields\n      }\n      label {\n        ...MailLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n      folders {\n        ...MailFolderFields\n      }\n    }\n  }\n": typeof types.MailboxChangedDocument,
    "\n  mutation SaveMailDraft($id: ID, $mail: MailComposeInput!) {\n    saveMailDraft(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n": typeof types.SaveMailDraftDocument,
    "\n  mutation SendMail($mail: MailComposeInput!, $draftId: ID) {\n    sendMail(mail: $mail, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n": typeof types.SendMailDocument,
    "\n  mutation UpdateMailLabel($id: ID!, $label: MailLabelInput!) {\n    updateMailLabel(id: $id, label: $label) {\n      ...MailLabelFields\n    }\n  }\n": typeof types.UpdateMailLabelDocument,
    "\n  mutation UpdateMail($id: ID!, $mail: MailInput!) {\n    updateMailboxMail(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n": typeof types.UpdateMailDocument,
    "\n  mutation UpdateMailboxSettings($settings: MailboxSettingsInput!) {\n    updateMailboxSettings(settings: $settings) {\n      __typename\n      messageLayout\n    }\n  }\n": typeof types.UpdateMailboxSettingsDocument,
    "\n  query MessagesPanel {\n    messages {\n      ...MessageEntryFields\n    }\n  }\n": typeof types.MessagesPanelDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      __typename\n      id\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n": typeof types.MarkAllMessagesReadDocument,
    "\n  subscription MessagesChanged {\n    messagesChanged {\n      change\n      message {\n        ...MessageEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.MessagesChangedDocument,
    "\n  mutation SetMessageRead($id: ID!, $read: Boolean!) {\n    setMessageRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n": typeof types.SetMessageReadDocument,
    "\n  query NotesPage {\n    notes {\n      ...NoteFields\n    }\n    noteLabels {\n      ...NoteLabelFields\n    }\n  }\n\n  fragment NoteLabelFields on NoteLabel {\n    id\n    title\n  }\n\n  fragment NoteFields on Note {\n    id\n    title\n    content\n    tasks {\n      id\n      content\n      completed\n    }\n    image\n    reminder\n    labels {\n      ...NoteLabelFields\n    }\n    archived\n    createdAt\n    updatedAt\n  }\n": typeof types.NotesPageDocument,
    "\n  mutation CreateNoteLabel($title: String!) {\n    createNoteLabel(title: $title) {\n      ...NoteLabelFields\n    }\n  }\n": typeof types.CreateNoteLabelDocument,
    "\n  mutation CreateNote($note: NoteInput!) {\n    createNote(note: $note) {\n      ...NoteFields\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  mutation DeleteNoteLabel($id: ID!) {\n    deleteNoteLabel(id: $id) {\n      ...NoteLabelFields\n    }\n  }\n": typeof types.DeleteNoteLabelDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteNoteDocument,
    "\n  subscription NotesChanged {\n    notesChanged {\n      change\n      note {\n        ...NoteFields\n      }\n      label {\n        ...NoteLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.NotesChangedDocument,
    "\n  mutation UpdateNoteLabel($label: NoteLabelInput!) {\n    updateNoteLabel(label: $label) {\n      ...NoteLabelFields\n    }\n  }\n": typeof types.UpdateNoteLabelDocument,
    "\n  mutation UpdateNote($id: ID!, $note: NoteInput!) {\n    updateNote(id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n": typeof types.UpdateNoteDocument,
    "\n  query NotificationsPanel {\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n": typeof types.NotificationsPanelDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      __typename\n      id\n    }\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      change\n      notification {\n        ...NotificationEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n    setNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n": typeof types.SetNotificationReadDocument,
    "\n  query ScrumboardBoards {\n    scrumboardBoards {\n      ...ScrumboardBoardSummary\n    }\n  }\n": typeof types.ScrumboardBoardsDocument,
    "\n  query ScrumboardBoard($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardSummary\n      lists {\n        ...ScrumboardListFields\n      }\n      labels {\n        ...ScrumboardLabelFields\n      }\n    }\n    scrumboardMembers {\n      ...ScrumboardMemberFields\n    }\n  }\n\n  fragment ScrumboardMemberFields on ScrumboardMember {\n    id\n    name\n    avatar\n  }\n\n  fragment ScrumboardLabelFields on ScrumboardLabel {\n    id\n    boardId\n    title\n  }\n\n  fragment ScrumboardCardFields on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      ...ScrumboardLabelFields\n    }\n  }\n\n  fragment ScrumboardListFields on ScrumboardList {\n    id\n    boardId\n    position\n    title\n    cards {\n      ...ScrumboardCardFields\n    }\n  }\n\n  fragment ScrumboardBoardSummary on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      ...ScrumboardMemberFields\n    }\n  }\n": typeof types.ScrumboardBoardDocument,
    "\n  mutation CreateScrumboardBoard($board: ScrumboardBoardInput!) {\n    createScrumboardBoard(board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n": typeof types.CreateScrumboardBoardDocument,
    "\n  mutation CreateScrumboardCard($card: ScrumboardCardInput!) {\n    createScrumboardCard(card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n": typeof types.CreateScrumboardCardDocument,
    "\n  mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) {\n    createScrumboardLabel(label: $label) {\n      ...ScrumboardLabelFields\n    }\n  }\n": typeof types.CreateScrumboardLabelDocument,
    "\n  mutation CreateScrumboardList($list: ScrumboardListInput!) {\n    createScrumboardList(list: $list) {\n      ...ScrumboardListFields\n    }\n  }\n": typeof types.CreateScrumboardListDocument,
    "\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteScrumboardBoardDocument,
    "\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id) {\n      __typename\n      id\n    }\n  }\n": typeof types.DeleteScrumboardCardDocument,
    "\n  mutation DeleteScrumboardLabel($id: ID!) {\n    deleteScrumboardLabel(id: $id) {\n      __typename\n      id\n    }\n  }\n": typeof types.DeleteScrumboardLabelDocument,
    "\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id) {\n      __typename\n      id\n    }\n  }\n": typeof types.DeleteScrumboardListDocument,
    "\n  mutation SetScrumboardCardPositions($cards: [Ref!]!) {\n    setScrumboardCardPositions(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n": typeof types.SetScrumboardCardPositionsDocument,
    "\n  mutation UpdateScrumboardCards($cards: [ScrumboardCardPatch!]!) {\n    updateScrumboardCards(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n": typeof types.UpdateScrumboardCardsDocument,
    "\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    updateScrumboardList(id: $id, list: { title: $title }) {\n      __typename\n      id\n      title\n    }\n  }\n": typeof types.RenameScrumboardListDocument,
    "\n  subscription ScrumboardBoardsChanged {\n    scrumboardChanged {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ScrumboardBoardsChangedDocument,
    "\n  subscription ScrumboardBoardChanged($boardId: ID!) {\n    scrumboardChanged(boardId: $boardId) {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      list {\n        ...ScrumboardListFields\n      }\n      card {\n        ...ScrumboardCardFields\n      }\n      label {\n        ...ScrumboardLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ScrumboardBoardChangedDocument,
    "\n  mutation UpdateScrumboardBoard($id: ID!, $board: ScrumboardBoardPatch!) {\n    updateScrumboardBoard(id: $id, board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n": typeof types.UpdateScrumboardBoardDocument,
    "\n  mutation UpdateScrumboardCard($id: ID!, $card: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n": typeof types.UpdateScrumboardCardDocument,
    "\n  mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) {\n    updateScrumboardLabel(id: $id, label: $label) {\n      __typename\n      ...ScrumboardLabelFields\n    }\n  }\n": typeof types.UpdateScrumboardLabelDocument,
    "\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  query SettingsAccount {\n    user {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n": typeof types.SettingsAccountDocument,
    "\n  mutation UpdateAccount($user: UserInput!) {\n    updateUser(user: $user) {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation UploadUserAvatar($avatar: FileUpload!) {\n    uploadUserAvatar(avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n": typeof types.UploadUserAvatarDocument,
    "\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...ShellFields\n  }\n\n  fragment ShellFields on Query {\n    ...MenuFields\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment MenuFields on Query {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query Menu($default: Boolean!, $compact: Boolean!, $futuristic: Boolean!, $horizontal: Boolean!) {\n    ...MenuFields\n  }\n": typeof types.MenuDocument,
    "\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n": typeof types.ShortcutsPanelDocument,
    "\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": typeof types.CreateShortcutDocument,
    "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteShortcutDocument,
    "\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": typeof types.UpdateShortcutDocument,
    "\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n": typeof types.IconChoicesDocument,
    "\n  query TasksPage($after: TaskCursorInput) {\n    tasksPage(after: $after) {\n      tasks {\n        ...TaskFields\n      }\n      hasMore\n      endCursor {\n        __typename\n        position\n        id\n      }\n    }\n    taskCounts {\n      ...TaskListCountsFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n\n  fragment TaskFields on Task {\n    __typename\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      __typename\n      id\n      title\n      completed\n    }\n    position\n    counts {\n      __typename\n      total\n      remaining\n    }\n  }\n\n  fragment TaskListCountsFields on TaskListCounts {\n    __typename\n    rows\n    total\n    remaining\n  }\n\n  fragment TaskTagFields on TaskTag {\n    __typename\n    id\n    title\n  }\n": typeof types.TasksPageDocument,
    "\n  query TaskPage($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n": typeof types.TaskPageDocument,
    "\n  query RefreshTaskCounts {\n    taskCounts {\n      ...TaskListCountsFields\n    }\n  }\n": typeof types.RefreshTaskCountsDocument,
    "\n  query RefreshSectionCounts($id: ID!) {\n    task(id: $id) {\n      id\n      counts {\n        total\n        remaining\n      }\n    }\n  }\n": typeof types.RefreshSectionCountsDocument,
    "\n  mutation CreateTaskTag($tag: TaskTagInput!) {\n    createTaskTag(tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n": typeof types.CreateTaskTagDocument,
    "\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n": typeof types.DeleteTaskTagDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": typeof types.DeleteTaskDocument,
    "\n  mutation MoveTask($id: ID!, $before: ID, $after: ID) {\n    moveTask(id: $id, before: $before, after: $after) {\n      ...TaskFields\n    }\n  }\n": typeof types.MoveTaskDocument,
    "\n  subscription TasksChanged {\n    tasksChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      tag {\n        ...TaskTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": typeof types.TasksChangedDocument,
    "\n  mutation UpdateTaskTag($id: ID!, $tag: TaskTagInput!) {\n    updateTaskTag(id: $id, tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n": typeof types.UpdateTaskTagDocument,
    "\n  mutation UpdateTask($id: ID!, $task: TaskInput!) {\n    updateTask(id: $id, task: $task) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n": typeof types.UpdateUserStatusDocument,
};
const documents: Documents = {
    "\n  mutation SignInToShell(\n    $email: String!\n    $password: String!\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n      query {\n        ...StartUpLoads\n      }\n    }\n  }\n": types.SignInToShellDocument,
    "\n  query StartUp(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...StartUpLoads\n  }\n\n  fragment StartUpLoads on Query {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n    chats {\n      ...QuickChatListItem\n    }\n    shortcuts {\n      ...ShortcutFields\n    }\n    ...ShellFields\n  }\n": types.StartUpDocument,
    "\n  query ContactCountries {\n    contactCountries {\n      ...ContactCountryFields\n    }\n  }\n\n  fragment ContactCountryFields on ContactCountry {\n    id\n    iso\n    name\n    code\n  }\n": types.ContactCountriesDocument,
    "\n  fragment MessageEntryFields on Message {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n": types.MessageEntryFieldsFragmentDoc,
    "\n  fragment NotificationEntryFields on Notification {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n": types.NotificationEntryFieldsFragmentDoc,
    "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n": types.NavigationItemFieldsFragmentDoc,
    "\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n": types.UserMenuFieldsFragmentDoc,
    "\n  query AcademyCatalogue {\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n    academyCourses {\n      ...AcademyCourseCard\n    }\n  }\n\n  fragment AcademyCategoryFields on AcademyCategory {\n    id\n    title\n    slug\n  }\n\n  fragment AcademyCourseCard on AcademyCourse {\n    id\n    title\n    slug\n    description\n    category\n    duration\n    totalSteps\n    updatedAt\n    featured\n    progress {\n      currentStep\n      completed\n    }\n  }\n": types.AcademyCatalogueDocument,
    "\n  query AcademyCoursePage($id: ID!) {\n    academyCourse(id: $id) {\n      ...AcademyCourseCard\n      steps {\n        id\n        order\n        title\n        subtitle\n        content\n      }\n    }\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n  }\n": types.AcademyCoursePageDocument,
    "\n  mutation UpdateAcademyCourseProgress($id: ID!, $currentStep: Int!) {\n    updateAcademyCourseProgress(id: $id, currentStep: $currentStep) {\n      __typename\n      id\n      progress {\n        __typename\n        currentStep\n        completed\n      }\n    }\n  }\n": types.UpdateAcademyCourseProgressDocument,
    "\n  query ActivitiesFeed($after: ID, $first: Int) {\n    activities(after: $after, first: $first) {\n      ...ActivityItem\n    }\n    activityCount\n  }\n\n  fragment ActivityItem on Activity {\n    id\n    icon\n    image\n    description\n    date\n    extraContent\n    linkedContent\n    link\n    useRouter\n  }\n": types.ActivitiesFeedDocument,
    "\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n": types.MisProyectosClienteDocument,
    "\n  query AdministracionActividades {\n    activities {\n      id\n      icon\n      image\n      description\n      date\n      link\n      linkedContent\n      useRouter\n    }\n  }\n": types.AdministracionActividadesDocument,
    "\n  query AdministracionFeeds {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n": types.AdministracionFeedsDocument,
    "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.SessionPayloadFragmentDoc,
    "\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n": types.SignInWithTokenDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": types.SignUpDocument,
    "\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n": types.UnlockSessionDocument,
    "\n  query SessionUser {\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.SessionUserDocument,
    "\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n": types.ChatListItemFragmentDoc,
    "\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n": types.ChatContactItemFragmentDoc,
    "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n": types.ChatProfileFieldsFragmentDoc,
    "\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n": types.ChatContactPanelFragmentDoc,
    "\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n": types.ChatAppDocument,
    "\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.ChatConversationDocument,
    "\n  query QuickChatList {\n    chats {\n      ...QuickChatListItem\n    }\n  }\n\n  fragment QuickChatListItem on Chat {\n    id\n    unreadCount\n    contact {\n      id\n      name\n      avatar\n    }\n  }\n": types.QuickChatListDocument,
    "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.QuickChatConversationDocument,
    "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n": types.QuickChatMessageFragmentDoc,
    "\n  subscription ChatChanged {\n    chatChanged {\n      change\n      chat {\n        ...ChatListItem\n      }\n      message {\n        ...QuickChatMessage\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.ChatChangedDocument,
    "\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.CreateChatDocument,
    "\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n": types.MarkChatReadDocument,
    "\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n": types.UpdateChatMutedDocument,
    "\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n": types.UpdateChatProfileDocument,
    "\n  query ContactsPage($query: String, $after: String) {\n    contactsPage(query: $query, after: $after) {\n      contacts {\n        ...ContactListItem\n      }\n      total\n      hasMore\n      endCursor\n    }\n  }\n\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n": types.ContactsPageDocument,
    "\n  query ContactPage($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetails\n    }\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n\n  fragment ContactDetails on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n  }\n\n  fragment ContactTagFields on ContactTag {\n    __typename\n    id\n    title\n  }\n": types.ContactPageDocument,
    "\n  query NewContactPage {\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n": types.NewContactPageDocument,
    "\n  subscription ContactsChanged {\n    contactsChanged {\n      change\n      contact {\n        ...ContactListItem\n        ...ContactDetails\n      }\n      tag {\n        ...ContactTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.ContactsChangedDocument,
    "\n  mutation CreateContactTag($tag: ContactTagInput!) {\n    createContactTag(tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n": types.CreateContactTagDocument,
    "\n  mutation CreateContact($contact: ContactInput!) {\n    createContact(contact: $contact) {\n      ...ContactDetails\n    }\n  }\n": types.CreateContactDocument,
    "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id) {\n      id\n    }\n  }\n": types.DeleteContactTagDocument,
    "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id) {\n      id\n    }\n  }\n": types.DeleteContactDocument,
    "\n  mutation UpdateContactTag($id: ID!, $tag: ContactTagInput!) {\n    updateContactTag(id: $id, tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n": types.UpdateContactTagDocument,
    "\n  mutation UpdateContact($id: ID!, $contact: ContactInput!) {\n    updateContact(id: $id, contact: $contact) {\n      ...ContactDetails\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n": types.UploadContactAvatarDocument,
    "\n  query AnalyticsDashboard {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            ...DashboardPointSeries\n          }\n          lastYear {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      conversions {\n        ...DashboardAmount\n      }\n      impressions {\n        ...DashboardAmount\n      }\n      visits {\n        ...DashboardAmount\n      }\n      visitorsVsPageViews {\n        overallScore\n        averageRatio\n        predictedRatio\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      newVsReturning {\n        ...DashboardAudience\n      }\n      gender {\n        ...DashboardAudience\n      }\n      age {\n        ...DashboardAudience\n      }\n      language {\n        ...DashboardAudience\n      }\n    }\n  }\n\n  fragment DashboardPointSeries on DashboardChartPointSeries {\n    name\n    data {\n      x\n      y\n    }\n  }\n\n  fragment DashboardAmount on DashboardAmountChart {\n    amount\n    labels\n    series {\n      name\n      data\n    }\n  }\n\n  fragment DashboardAudience on AnalyticsAudience {\n    uniqueVisitors\n    series\n    labels\n  }\n": types.AnalyticsDashboardDocument,
    "\n  query CryptoDashboard {\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        price {\n          series {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      prices {\n        ...DashboardCoinValues\n      }\n      wallets {\n        ...DashboardCoinValues\n      }\n      watchlist {\n        id\n        title\n        iso\n        amount\n        trend {\n          dir\n          amount\n        }\n        series {\n          ...DashboardPointSeries\n        }\n      }\n    }\n  }\n\n  fragment DashboardCoinValues on CryptoCoinValues {\n    btc\n    eth\n    sol\n    xrp\n  }\n": types.CryptoDashboardDocument,
    "\n  query FinanceDashboard {\n    financeDashboard {\n      accountBalance {\n        growRate\n        ami\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      budget {\n        expenses\n        expensesLimit\n        savings\n        savingsGoal\n        bills\n        billsLimit\n      }\n      previousStatement {\n        ...DashboardStatement\n      }\n      currentStatement {\n        ...DashboardStatement\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n  }\n\n  fragment DashboardStatement on FinanceStatement {\n    status\n    date\n    limit\n    spent\n    minimum\n  }\n": types.FinanceDashboardDocument,
    "\n  query ProjectDashboard {\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            ...DashboardIssueOverview\n          }\n          lastWeek {\n            ...DashboardIssueOverview\n          }\n        }\n        labels\n        series {\n          thisWeek {\n            ...DashboardIssueSeries\n          }\n          lastWeek {\n            ...DashboardIssueSeries\n          }\n        }\n      }\n      taskDistribution {\n        overview {\n          thisWeek {\n            new\n            completed\n          }\n          lastWeek {\n            new\n            completed\n          }\n        }\n        labels\n        series {\n          thisWeek\n          lastWeek\n        }\n      }\n      schedule {\n        today {\n          ...DashboardScheduleItem\n        }\n        tomorrow {\n          ...DashboardScheduleItem\n        }\n      }\n      budgetDistribution {\n        categories\n        series {\n          name\n          data\n        }\n      }\n      weeklyExpenses {\n        ...DashboardAmount\n      }\n      monthlyExpenses {\n        ...DashboardAmount\n      }\n      yearlyExpenses {\n        ...DashboardAmount\n      }\n      budgetDetails {\n        columns\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n\n  fragment DashboardIssueOverview on ProjectIssueOverview {\n    newIssues\n    closedIssues\n    fixed\n    wontFix\n    reOpened\n    needsTriage\n  }\n\n  fragment DashboardIssueSeries on ProjectIssueSeries {\n    name\n    type\n    data\n  }\n\n  fragment DashboardScheduleItem on ProjectScheduleItem {\n    id\n    title\n    time\n    start\n    location\n  }\n": types.ProjectDashboardDocument,
    "\n  query FileManagerFolder($folderId: ID) {\n    fileManagerContents(folderId: $folderId) {\n      folders {\n        ...FileManagerItemFields\n      }\n      files {\n        ...FileManagerItemFields\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n\n  fragment FileManagerItemFields on FileManagerItem {\n    id\n    folderId\n    name\n    type\n    size\n    contents\n    createdBy\n    createdAt\n    modifiedAt\n    description\n  }\n": types.FileManagerFolderDocument,
    "\n  query HelpCenterHome {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n    # Every guide (a category has a handful), so the home's search covers them all.\n    helpCenterGuideCategories(limit: 100) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n\n  fragment HelpCenterFaqFields on HelpCenterFaq {\n    id\n    categoryId\n    question\n    answer\n  }\n\n  fragment HelpCenterFaqCategoryFields on HelpCenterFaqCategory {\n    id\n    slug\n    title\n    faqs {\n      ...HelpCenterFaqFields\n    }\n  }\n\n  fragment HelpCenterGuideSummary on HelpCenterGuide {\n    id\n    categoryId\n    slug\n    title\n    subtitle\n  }\n\n  fragment HelpCenterGuideCategoryFields on HelpCenterGuideCategory {\n    id\n    slug\n    title\n    totalGuides\n    visibleGuides\n    guides {\n      ...HelpCenterGuideSummary\n    }\n  }\n": types.HelpCenterHomeDocument,
    "\n  query HelpCenterFaqs {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n  }\n": types.HelpCenterFaqsDocument,
    "\n  query HelpCenterGuides {\n    helpCenterGuideCategories {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n": types.HelpCenterGuidesDocument,
    "\n  query HelpCenterGuideCategory($slug: String!) {\n    helpCenterGuideCategories(slug: $slug) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n": types.HelpCenterGuideCategoryDocument,
    "\n  query HelpCenterGuide($category: String!, $guide: String!) {\n    helpCenterGuide(categorySlug: $category, guideSlug: $guide) {\n      id\n      slug\n      title\n      totalGuides\n      guides {\n        ...HelpCenterGuideSummary\n        content\n      }\n    }\n    # The category's other guides: the side list and the previous and next links.\n    helpCenterGuideCategories(slug: $category) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n": types.HelpCenterGuideDocument,
    "\n  query HelpCenterSupport {\n    helpCenterSupportRequests {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n\n  fragment HelpCenterSupportRequestFields on HelpCenterSupportRequest {\n    id\n    name\n    email\n    subject\n    message\n    createdAt\n  }\n": types.HelpCenterSupportDocument,
    "\n  mutation SendSupportRequest($request: HelpCenterSupportRequestInput!) {\n    sendSupportRequest(request: $request) {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n": types.SendSupportRequestDocument,
    "\n  query IconSet($set: IconSetName!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      package\n      folder\n      list\n    }\n  }\n": types.IconSetDocument,
    "\n  query InventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: String\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        ...InventoryProductRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment InventoryProductRow on InventoryProduct {\n    id\n    name\n    sku\n    thumbnail\n    price\n    stock\n    reserved\n    active\n  }\n": types.InventoryProductsDocument,
    "\n  query InventoryProduct($id: ID!) {\n    inventoryProduct(id: $id) {\n      ...InventoryProductFields\n    }\n    ...InventoryLookups\n  }\n\n  fragment InventoryLookups on Query {\n    inventoryCategories {\n      id\n      name\n    }\n    inventoryBrands {\n      id\n      name\n    }\n    inventoryVendors {\n      id\n      name\n    }\n    inventoryTags {\n      ...InventoryTagFields\n    }\n  }\n\n  fragment InventoryProductFields on InventoryProduct {\n    id\n    category\n    name\n    description\n    tags\n    sku\n    barcode\n    brand\n    vendor\n    stock\n    reserved\n    cost\n    basePrice\n    taxPercent\n    price\n    weight\n    thumbnail\n    images\n    active\n  }\n\n  fragment InventoryTagFields on InventoryTag {\n    id\n    title\n  }\n": types.InventoryProductDocument,
    "\n  query InventoryLookups {\n    ...InventoryLookups\n  }\n": types.InventoryLookupsDocument,
    "\n  mutation CreateInventoryProduct {\n    createInventoryProduct {\n      ...InventoryProductFields\n    }\n  }\n": types.CreateInventoryProductDocument,
    "\n  mutation CreateInventoryTag($tag: InventoryTagInput!) {\n    createInventoryTag(tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n": types.CreateInventoryTagDocument,
    "\n  mutation DeleteInventoryProduct($id: ID!) {\n    deleteInventoryProduct(id: $id)\n  }\n": types.DeleteInventoryProductDocument,
    "\n  mutation DeleteInventoryTag($id: ID!) {\n    deleteInventoryTag(id: $id)\n  }\n": types.DeleteInventoryTagDocument,
    "\n  mutation SetInventoryProductActive($id: ID!, $active: Boolean!) {\n    updateInventoryProduct(id: $id, product: { active: $active }) {\n      __typename\n      id\n      active\n    }\n  }\n": types.SetInventoryProductActiveDocument,
    "\n  mutation UpdateInventoryProduct($id: ID!, $product: InventoryProductInput!) {\n    updateInventoryProduct(id: $id, product: $product) {\n      ...InventoryProductFields\n    }\n  }\n": types.UpdateInventoryProductDocument,
    "\n  mutation UpdateInventoryTag($id: ID!, $tag: InventoryTagInput!) {\n    updateInventoryTag(id: $id, tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n": types.UpdateInventoryTagDocument,
    "\n  query MailboxNav {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n    mailboxFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailboxLabels {\n      ...MailLabelFields\n    }\n    mailboxSettings {\n      messageLayout\n    }\n  }\n\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n\n  fragment MailLabelFields on MailLabel {\n    __typename\n    id\n    title\n    slug\n    color\n  }\n": types.MailboxNavDocument,
    "\n  query MailboxFolders {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n  }\n": types.MailboxFoldersDocument,
    "\n  query MailboxMails($folder: String, $filter: String, $label: String, $page: Int!) {\n    mailboxMails(folder: $folder, filter: $filter, label: $label, page: $page) {\n      mails {\n        ...MailFields\n      }\n      pagination {\n        totalResults\n        currentPage\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment MailFields on Mail {\n    __typename\n    id\n    from {\n      avatar\n      contact\n    }\n    to\n    cc\n    bcc\n    date\n    subject\n    content\n    attachments {\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    labels\n    ccCount\n    bccCount\n  }\n": types.MailboxMailsDocument,
    "\n  query MailboxMail($id: ID!) {\n    mailboxMail(id: $id) {\n      ...MailFields\n    }\n  }\n": types.MailboxMailDocument,
    "\n  mutation CreateMailLabel($label: MailLabelInput!) {\n    createMailLabel(label: $label) {\n      ...MailLabelFields\n    }\n  }\n": types.CreateMailLabelDocument,
    "\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n": types.DeleteMailLabelDocument,
    "\n  subscription MailboxChanged {\n    mailboxChanged {\n      change\n      mail {\n        ...MailFields\n      }\n      label {\n        ...MailLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n      folders {\n        ...MailFolderFields\n      }\n    }\n  }\n": types.MailboxChangedDocument,
    "\n  mutation SaveMailDraft($id: ID, $mail: MailComposeInput!) {\n    saveMailDraft(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n": types.SaveMailDraftDocument,
    "\n  mutation SendMail($mail: MailComposeInput!, $draftId: ID) {\n    sendMail(mail: $mail, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n": types.SendMailDocument,
    "\n  mutation UpdateMailLabel($id: ID!, $label: MailLabelInput!) {\n    updateMailLabel(id: $id, label: $label) {\n      ...MailLabelFields\n    }\n  }\n": types.UpdateMailLabelDocument,
    "\n  mutation UpdateMail($id: ID!, $mail: MailInput!) {\n    updateMailboxMail(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n": types.UpdateMailDocument,
    "\n  mutation UpdateMailboxSettings($settings: MailboxSettingsInput!) {\n    updateMailboxSettings(settings: $settings) {\n      __typename\n      messageLayout\n    }\n  }\n": types.UpdateMailboxSettingsDocument,
    "\n  query MessagesPanel {\n    messages {\n      ...MessageEntryFields\n    }\n  }\n": types.MessagesPanelDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      __typename\n      id\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n": types.MarkAllMessagesReadDocument,
    "\n  subscription MessagesChanged {\n    messagesChanged {\n      change\n      message {\n        ...MessageEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.MessagesChangedDocument,
    "\n  mutation SetMessageRead($id: ID!, $read: Boolean!) {\n    setMessageRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n": types.SetMessageReadDocument,
    "\n  query NotesPage {\n    notes {\n      ...NoteFields\n    }\n    noteLabels {\n      ...NoteLabelFields\n    }\n  }\n\n  fragment NoteLabelFields on NoteLabel {\n    id\n    title\n  }\n\n  fragment NoteFields on Note {\n    id\n    title\n    content\n    tasks {\n      id\n      content\n      completed\n    }\n    image\n    reminder\n    labels {\n      ...NoteLabelFields\n    }\n    archived\n    createdAt\n    updatedAt\n  }\n": types.NotesPageDocument,
    "\n  mutation CreateNoteLabel($title: String!) {\n    createNoteLabel(title: $title) {\n      ...NoteLabelFields\n    }\n  }\n": types.CreateNoteLabelDocument,
    "\n  mutation CreateNote($note: NoteInput!) {\n    createNote(note: $note) {\n      ...NoteFields\n    }\n  }\n": types.CreateNoteDocument,
    "\n  mutation DeleteNoteLabel($id: ID!) {\n    deleteNoteLabel(id: $id) {\n      ...NoteLabelFields\n    }\n  }\n": types.DeleteNoteLabelDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n": types.DeleteNoteDocument,
    "\n  subscription NotesChanged {\n    notesChanged {\n      change\n      note {\n        ...NoteFields\n      }\n      label {\n        ...NoteLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.NotesChangedDocument,
    "\n  mutation UpdateNoteLabel($label: NoteLabelInput!) {\n    updateNoteLabel(label: $label) {\n      ...NoteLabelFields\n    }\n  }\n": types.UpdateNoteLabelDocument,
    "\n  mutation UpdateNote($id: ID!, $note: NoteInput!) {\n    updateNote(id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n": types.UpdateNoteDocument,
    "\n  query NotificationsPanel {\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n": types.NotificationsPanelDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      __typename\n      id\n    }\n  }\n": types.DeleteNotificationDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      change\n      notification {\n        ...NotificationEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n    setNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n": types.SetNotificationReadDocument,
    "\n  query ScrumboardBoards {\n    scrumboardBoards {\n      ...ScrumboardBoardSummary\n    }\n  }\n": types.ScrumboardBoardsDocument,
    "\n  query ScrumboardBoard($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardSummary\n      lists {\n        ...ScrumboardListFields\n      }\n      labels {\n        ...ScrumboardLabelFields\n      }\n    }\n    scrumboardMembers {\n      ...ScrumboardMemberFields\n    }\n  }\n\n  fragment ScrumboardMemberFields on ScrumboardMember {\n    id\n    name\n    avatar\n  }\n\n  fragment ScrumboardLabelFields on ScrumboardLabel {\n    id\n    boardId\n    title\n  }\n\n  fragment ScrumboardCardFields on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      ...ScrumboardLabelFields\n    }\n  }\n\n  fragment ScrumboardListFields on ScrumboardList {\n    id\n    boardId\n    position\n    title\n    cards {\n      ...ScrumboardCardFields\n    }\n  }\n\n  fragment ScrumboardBoardSummary on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      ...ScrumboardMemberFields\n    }\n  }\n": types.ScrumboardBoardDocument,
    "\n  mutation CreateScrumboardBoard($board: ScrumboardBoardInput!) {\n    createScrumboardBoard(board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n": types.CreateScrumboardBoardDocument,
    "\n  mutation CreateScrumboardCard($card: ScrumboardCardInput!) {\n    createScrumboardCard(card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n": types.CreateScrumboardCardDocument,
    "\n  mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) {\n    createScrumboardLabel(label: $label) {\n      ...ScrumboardLabelFields\n    }\n  }\n": types.CreateScrumboardLabelDocument,
    "\n  mutation CreateScrumboardList($list: ScrumboardListInput!) {\n    createScrumboardList(list: $list) {\n      ...ScrumboardListFields\n    }\n  }\n": types.CreateScrumboardListDocument,
    "\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id) {\n      id\n    }\n  }\n": types.DeleteScrumboardBoardDocument,
    "\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id) {\n      __typename\n      id\n    }\n  }\n": types.DeleteScrumboardCardDocument,
    "\n  mutation DeleteScrumboardLabel($id: ID!) {\n    deleteScrumboardLabel(id: $id) {\n      __typename\n      id\n    }\n  }\n": types.DeleteScrumboardLabelDocument,
    "\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id) {\n      __typename\n      id\n    }\n  }\n": types.DeleteScrumboardListDocument,
    "\n  mutation SetScrumboardCardPositions($cards: [Ref!]!) {\n    setScrumboardCardPositions(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n": types.SetScrumboardCardPositionsDocument,
    "\n  mutation UpdateScrumboardCards($cards: [ScrumboardCardPatch!]!) {\n    updateScrumboardCards(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n": types.UpdateScrumboardCardsDocument,
    "\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    updateScrumboardList(id: $id, list: { title: $title }) {\n      __typename\n      id\n      title\n    }\n  }\n": types.RenameScrumboardListDocument,
    "\n  subscription ScrumboardBoardsChanged {\n    scrumboardChanged {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.ScrumboardBoardsChangedDocument,
    "\n  subscription ScrumboardBoardChanged($boardId: ID!) {\n    scrumboardChanged(boardId: $boardId) {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      list {\n        ...ScrumboardListFields\n      }\n      card {\n        ...ScrumboardCardFields\n      }\n      label {\n        ...ScrumboardLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.ScrumboardBoardChangedDocument,
    "\n  mutation UpdateScrumboardBoard($id: ID!, $board: ScrumboardBoardPatch!) {\n    updateScrumboardBoard(id: $id, board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n": types.UpdateScrumboardBoardDocument,
    "\n  mutation UpdateScrumboardCard($id: ID!, $card: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n": types.UpdateScrumboardCardDocument,
    "\n  mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) {\n    updateScrumboardLabel(id: $id, label: $label) {\n      __typename\n      ...ScrumboardLabelFields\n    }\n  }\n": types.UpdateScrumboardLabelDocument,
    "\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  query SettingsAccount {\n    user {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n": types.SettingsAccountDocument,
    "\n  mutation UpdateAccount($user: UserInput!) {\n    updateUser(user: $user) {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation UploadUserAvatar($avatar: FileUpload!) {\n    uploadUserAvatar(avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n": types.UploadUserAvatarDocument,
    "\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...ShellFields\n  }\n\n  fragment ShellFields on Query {\n    ...MenuFields\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment MenuFields on Query {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  query Menu($default: Boolean!, $compact: Boolean!, $futuristic: Boolean!, $horizontal: Boolean!) {\n    ...MenuFields\n  }\n": types.MenuDocument,
    "\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n": types.ShortcutsPanelDocument,
    "\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": types.CreateShortcutDocument,
    "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n": types.DeleteShortcutDocument,
    "\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": types.UpdateShortcutDocument,
    "\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n": types.IconChoicesDocument,
    "\n  query TasksPage($after: TaskCursorInput) {\n    tasksPage(after: $after) {\n      tasks {\n        ...TaskFields\n      }\n      hasMore\n      endCursor {\n        __typename\n        position\n        id\n      }\n    }\n    taskCounts {\n      ...TaskListCountsFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n\n  fragment TaskFields on Task {\n    __typename\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      __typename\n      id\n      title\n      completed\n    }\n    position\n    counts {\n      __typename\n      total\n      remaining\n    }\n  }\n\n  fragment TaskListCountsFields on TaskListCounts {\n    __typename\n    rows\n    total\n    remaining\n  }\n\n  fragment TaskTagFields on TaskTag {\n    __typename\n    id\n    title\n  }\n": types.TasksPageDocument,
    "\n  query TaskPage($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n": types.TaskPageDocument,
    "\n  query RefreshTaskCounts {\n    taskCounts {\n      ...TaskListCountsFields\n    }\n  }\n": types.RefreshTaskCountsDocument,
    "\n  query RefreshSectionCounts($id: ID!) {\n    task(id: $id) {\n      id\n      counts {\n        total\n        remaining\n      }\n    }\n  }\n": types.RefreshSectionCountsDocument,
    "\n  mutation CreateTaskTag($tag: TaskTagInput!) {\n    createTaskTag(tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n": types.CreateTaskTagDocument,
    "\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n": types.CreateTaskDocument,
    "\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n": types.DeleteTaskTagDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": types.DeleteTaskDocument,
    "\n  mutation MoveTask($id: ID!, $before: ID, $after: ID) {\n    moveTask(id: $id, before: $before, after: $after) {\n      ...TaskFields\n    }\n  }\n": types.MoveTaskDocument,
    "\n  subscription TasksChanged {\n    tasksChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      tag {\n        ...TaskTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n": types.TasksChangedDocument,
    "\n  mutation UpdateTaskTag($id: ID!, $tag: TaskTagInput!) {\n    updateTaskTag(id: $id, tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n": types.UpdateTaskTagDocument,
    "\n  mutation UpdateTask($id: ID!, $task: TaskInput!) {\n    updateTask(id: $id, task: $task) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n": types.UpdateUserStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInToShell(\n    $email: String!\n    $password: String!\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n      query {\n        ...StartUpLoads\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInToShell(\n    $email: String!\n    $password: String!\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n      query {\n        ...StartUpLoads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartUp(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...StartUpLoads\n  }\n\n  fragment StartUpLoads on Query {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n    chats {\n      ...QuickChatListItem\n    }\n    shortcuts {\n      ...ShortcutFields\n    }\n    ...ShellFields\n  }\n"): (typeof documents)["\n  query StartUp(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...StartUpLoads\n  }\n\n  fragment StartUpLoads on Query {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n    chats {\n      ...QuickChatListItem\n    }\n    shortcuts {\n      ...ShortcutFields\n    }\n    ...ShellFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactCountries {\n    contactCountries {\n      ...ContactCountryFields\n    }\n  }\n\n  fragment ContactCountryFields on ContactCountry {\n    id\n    iso\n    name\n    code\n  }\n"): (typeof documents)["\n  query ContactCountries {\n    contactCountries {\n      ...ContactCountryFields\n    }\n  }\n\n  fragment ContactCountryFields on ContactCountry {\n    id\n    iso\n    name\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageEntryFields on Message {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n"): (typeof documents)["\n  fragment MessageEntryFields on Message {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationEntryFields on Notification {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n"): (typeof documents)["\n  fragment NotificationEntryFields on Notification {\n    id\n    title\n    description\n    image\n    icon\n    link\n    useRouter\n    read\n    time\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n"): (typeof documents)["\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyCatalogue {\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n    academyCourses {\n      ...AcademyCourseCard\n    }\n  }\n\n  fragment AcademyCategoryFields on AcademyCategory {\n    id\n    title\n    slug\n  }\n\n  fragment AcademyCourseCard on AcademyCourse {\n    id\n    title\n    slug\n    description\n    category\n    duration\n    totalSteps\n    updatedAt\n    featured\n    progress {\n      currentStep\n      completed\n    }\n  }\n"): (typeof documents)["\n  query AcademyCatalogue {\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n    academyCourses {\n      ...AcademyCourseCard\n    }\n  }\n\n  fragment AcademyCategoryFields on AcademyCategory {\n    id\n    title\n    slug\n  }\n\n  fragment AcademyCourseCard on AcademyCourse {\n    id\n    title\n    slug\n    description\n    category\n    duration\n    totalSteps\n    updatedAt\n    featured\n    progress {\n      currentStep\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyCoursePage($id: ID!) {\n    academyCourse(id: $id) {\n      ...AcademyCourseCard\n      steps {\n        id\n        order\n        title\n        subtitle\n        content\n      }\n    }\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query AcademyCoursePage($id: ID!) {\n    academyCourse(id: $id) {\n      ...AcademyCourseCard\n      steps {\n        id\n        order\n        title\n        subtitle\n        content\n      }\n    }\n    academyCategories {\n      ...AcademyCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAcademyCourseProgress($id: ID!, $currentStep: Int!) {\n    updateAcademyCourseProgress(id: $id, currentStep: $currentStep) {\n      __typename\n      id\n      progress {\n        __typename\n        currentStep\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAcademyCourseProgress($id: ID!, $currentStep: Int!) {\n    updateAcademyCourseProgress(id: $id, currentStep: $currentStep) {\n      __typename\n      id\n      progress {\n        __typename\n        currentStep\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivitiesFeed($after: ID, $first: Int) {\n    activities(after: $after, first: $first) {\n      ...ActivityItem\n    }\n    activityCount\n  }\n\n  fragment ActivityItem on Activity {\n    id\n    icon\n    image\n    description\n    date\n    extraContent\n    linkedContent\n    link\n    useRouter\n  }\n"): (typeof documents)["\n  query ActivitiesFeed($after: ID, $first: Int) {\n    activities(after: $after, first: $first) {\n      ...ActivityItem\n    }\n    activityCount\n  }\n\n  fragment ActivityItem on Activity {\n    id\n    icon\n    image\n    description\n    date\n    extraContent\n    linkedContent\n    link\n    useRouter\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n"): (typeof documents)["\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdministracionActividades {\n    activities {\n      id\n      icon\n      image\n      description\n      date\n      link\n      linkedContent\n      useRouter\n    }\n  }\n"): (typeof documents)["\n  query AdministracionActividades {\n    activities {\n      id\n      icon\n      image\n      description\n      date\n      link\n      linkedContent\n      useRouter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdministracionFeeds {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n"): (typeof documents)["\n  query AdministracionFeeds {\n    messages {\n      ...MessageEntryFields\n    }\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n"): (typeof documents)["\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n"): (typeof documents)["\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n"): (typeof documents)["\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n"): (typeof documents)["\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickChatList {\n    chats {\n      ...QuickChatListItem\n    }\n  }\n\n  fragment QuickChatListItem on Chat {\n    id\n    unreadCount\n    contact {\n      id\n      name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query QuickChatList {\n    chats {\n      ...QuickChatListItem\n    }\n  }\n\n  fragment QuickChatListItem on Chat {\n    id\n    unreadCount\n    contact {\n      id\n      name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n"): (typeof documents)["\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatChanged {\n    chatChanged {\n      change\n      chat {\n        ...ChatListItem\n      }\n      message {\n        ...QuickChatMessage\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatChanged {\n    chatChanged {\n      change\n      chat {\n        ...ChatListItem\n      }\n      message {\n        ...QuickChatMessage\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsPage($query: String, $after: String) {\n    contactsPage(query: $query, after: $after) {\n      contacts {\n        ...ContactListItem\n      }\n      total\n      hasMore\n      endCursor\n    }\n  }\n\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n"): (typeof documents)["\n  query ContactsPage($query: String, $after: String) {\n    contactsPage(query: $query, after: $after) {\n      contacts {\n        ...ContactListItem\n      }\n      total\n      hasMore\n      endCursor\n    }\n  }\n\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetails\n    }\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n\n  fragment ContactDetails on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n  }\n\n  fragment ContactTagFields on ContactTag {\n    __typename\n    id\n    title\n  }\n"): (typeof documents)["\n  query ContactPage($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetails\n    }\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n\n  fragment ContactDetails on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n  }\n\n  fragment ContactTagFields on ContactTag {\n    __typename\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewContactPage {\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n"): (typeof documents)["\n  query NewContactPage {\n    contactTags {\n      ...ContactTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ContactsChanged {\n    contactsChanged {\n      change\n      contact {\n        ...ContactListItem\n        ...ContactDetails\n      }\n      tag {\n        ...ContactTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ContactsChanged {\n    contactsChanged {\n      change\n      contact {\n        ...ContactListItem\n        ...ContactDetails\n      }\n      tag {\n        ...ContactTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContactTag($tag: ContactTagInput!) {\n    createContactTag(tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContactTag($tag: ContactTagInput!) {\n    createContactTag(tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContact($contact: ContactInput!) {\n    createContact(contact: $contact) {\n      ...ContactDetails\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContact($contact: ContactInput!) {\n    createContact(contact: $contact) {\n      ...ContactDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactTag($id: ID!, $tag: ContactTagInput!) {\n    updateContactTag(id: $id, tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactTag($id: ID!, $tag: ContactTagInput!) {\n    updateContactTag(id: $id, tag: $tag) {\n      ...ContactTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($id: ID!, $contact: ContactInput!) {\n    updateContact(id: $id, contact: $contact) {\n      ...ContactDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContact($id: ID!, $contact: ContactInput!) {\n    updateContact(id: $id, contact: $contact) {\n      ...ContactDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation UploadContactAvatar($id: ID!, $avatar: FileUpload!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsDashboard {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            ...DashboardPointSeries\n          }\n          lastYear {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      conversions {\n        ...DashboardAmount\n      }\n      impressions {\n        ...DashboardAmount\n      }\n      visits {\n        ...DashboardAmount\n      }\n      visitorsVsPageViews {\n        overallScore\n        averageRatio\n        predictedRatio\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      newVsReturning {\n        ...DashboardAudience\n      }\n      gender {\n        ...DashboardAudience\n      }\n      age {\n        ...DashboardAudience\n      }\n      language {\n        ...DashboardAudience\n      }\n    }\n  }\n\n  fragment DashboardPointSeries on DashboardChartPointSeries {\n    name\n    data {\n      x\n      y\n    }\n  }\n\n  fragment DashboardAmount on DashboardAmountChart {\n    amount\n    labels\n    series {\n      name\n      data\n    }\n  }\n\n  fragment DashboardAudience on AnalyticsAudience {\n    uniqueVisitors\n    series\n    labels\n  }\n"): (typeof documents)["\n  query AnalyticsDashboard {\n    analyticsDashboard {\n      visitors {\n        series {\n          thisYear {\n            ...DashboardPointSeries\n          }\n          lastYear {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      conversions {\n        ...DashboardAmount\n      }\n      impressions {\n        ...DashboardAmount\n      }\n      visits {\n        ...DashboardAmount\n      }\n      visitorsVsPageViews {\n        overallScore\n        averageRatio\n        predictedRatio\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      newVsReturning {\n        ...DashboardAudience\n      }\n      gender {\n        ...DashboardAudience\n      }\n      age {\n        ...DashboardAudience\n      }\n      language {\n        ...DashboardAudience\n      }\n    }\n  }\n\n  fragment DashboardPointSeries on DashboardChartPointSeries {\n    name\n    data {\n      x\n      y\n    }\n  }\n\n  fragment DashboardAmount on DashboardAmountChart {\n    amount\n    labels\n    series {\n      name\n      data\n    }\n  }\n\n  fragment DashboardAudience on AnalyticsAudience {\n    uniqueVisitors\n    series\n    labels\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptoDashboard {\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        price {\n          series {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      prices {\n        ...DashboardCoinValues\n      }\n      wallets {\n        ...DashboardCoinValues\n      }\n      watchlist {\n        id\n        title\n        iso\n        amount\n        trend {\n          dir\n          amount\n        }\n        series {\n          ...DashboardPointSeries\n        }\n      }\n    }\n  }\n\n  fragment DashboardCoinValues on CryptoCoinValues {\n    btc\n    eth\n    sol\n    xrp\n  }\n"): (typeof documents)["\n  query CryptoDashboard {\n    cryptoDashboard {\n      btc {\n        amount\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        price {\n          series {\n            ...DashboardPointSeries\n          }\n        }\n      }\n      prices {\n        ...DashboardCoinValues\n      }\n      wallets {\n        ...DashboardCoinValues\n      }\n      watchlist {\n        id\n        title\n        iso\n        amount\n        trend {\n          dir\n          amount\n        }\n        series {\n          ...DashboardPointSeries\n        }\n      }\n    }\n  }\n\n  fragment DashboardCoinValues on CryptoCoinValues {\n    btc\n    eth\n    sol\n    xrp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceDashboard {\n    financeDashboard {\n      accountBalance {\n        growRate\n        ami\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      budget {\n        expenses\n        expensesLimit\n        savings\n        savingsGoal\n        bills\n        billsLimit\n      }\n      previousStatement {\n        ...DashboardStatement\n      }\n      currentStatement {\n        ...DashboardStatement\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n  }\n\n  fragment DashboardStatement on FinanceStatement {\n    status\n    date\n    limit\n    spent\n    minimum\n  }\n"): (typeof documents)["\n  query FinanceDashboard {\n    financeDashboard {\n      accountBalance {\n        growRate\n        ami\n        series {\n          ...DashboardPointSeries\n        }\n      }\n      budget {\n        expenses\n        expensesLimit\n        savings\n        savingsGoal\n        bills\n        billsLimit\n      }\n      previousStatement {\n        ...DashboardStatement\n      }\n      currentStatement {\n        ...DashboardStatement\n      }\n      recentTransactions {\n        id\n        transactionId\n        name\n        amount\n        status\n        date\n      }\n    }\n  }\n\n  fragment DashboardStatement on FinanceStatement {\n    status\n    date\n    limit\n    spent\n    minimum\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDashboard {\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            ...DashboardIssueOverview\n          }\n          lastWeek {\n            ...DashboardIssueOverview\n          }\n        }\n        labels\n        series {\n          thisWeek {\n            ...DashboardIssueSeries\n          }\n          lastWeek {\n            ...DashboardIssueSeries\n          }\n        }\n      }\n      taskDistribution {\n        overview {\n          thisWeek {\n            new\n            completed\n          }\n          lastWeek {\n            new\n            completed\n          }\n        }\n        labels\n        series {\n          thisWeek\n          lastWeek\n        }\n      }\n      schedule {\n        today {\n          ...DashboardScheduleItem\n        }\n        tomorrow {\n          ...DashboardScheduleItem\n        }\n      }\n      budgetDistribution {\n        categories\n        series {\n          name\n          data\n        }\n      }\n      weeklyExpenses {\n        ...DashboardAmount\n      }\n      monthlyExpenses {\n        ...DashboardAmount\n      }\n      yearlyExpenses {\n        ...DashboardAmount\n      }\n      budgetDetails {\n        columns\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n\n  fragment DashboardIssueOverview on ProjectIssueOverview {\n    newIssues\n    closedIssues\n    fixed\n    wontFix\n    reOpened\n    needsTriage\n  }\n\n  fragment DashboardIssueSeries on ProjectIssueSeries {\n    name\n    type\n    data\n  }\n\n  fragment DashboardScheduleItem on ProjectScheduleItem {\n    id\n    title\n    time\n    start\n    location\n  }\n"): (typeof documents)["\n  query ProjectDashboard {\n    projectDashboard {\n      githubIssues {\n        overview {\n          thisWeek {\n            ...DashboardIssueOverview\n          }\n          lastWeek {\n            ...DashboardIssueOverview\n          }\n        }\n        labels\n        series {\n          thisWeek {\n            ...DashboardIssueSeries\n          }\n          lastWeek {\n            ...DashboardIssueSeries\n          }\n        }\n      }\n      taskDistribution {\n        overview {\n          thisWeek {\n            new\n            completed\n          }\n          lastWeek {\n            new\n            completed\n          }\n        }\n        labels\n        series {\n          thisWeek\n          lastWeek\n        }\n      }\n      schedule {\n        today {\n          ...DashboardScheduleItem\n        }\n        tomorrow {\n          ...DashboardScheduleItem\n        }\n      }\n      budgetDistribution {\n        categories\n        series {\n          name\n          data\n        }\n      }\n      weeklyExpenses {\n        ...DashboardAmount\n      }\n      monthlyExpenses {\n        ...DashboardAmount\n      }\n      yearlyExpenses {\n        ...DashboardAmount\n      }\n      budgetDetails {\n        columns\n        rows {\n          id\n          type\n          total\n          expensesAmount\n          expensesPercentage\n          remainingAmount\n          remainingPercentage\n        }\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n      }\n    }\n  }\n\n  fragment DashboardIssueOverview on ProjectIssueOverview {\n    newIssues\n    closedIssues\n    fixed\n    wontFix\n    reOpened\n    needsTriage\n  }\n\n  fragment DashboardIssueSeries on ProjectIssueSeries {\n    name\n    type\n    data\n  }\n\n  fragment DashboardScheduleItem on ProjectScheduleItem {\n    id\n    title\n    time\n    start\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileManagerFolder($folderId: ID) {\n    fileManagerContents(folderId: $folderId) {\n      folders {\n        ...FileManagerItemFields\n      }\n      files {\n        ...FileManagerItemFields\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n\n  fragment FileManagerItemFields on FileManagerItem {\n    id\n    folderId\n    name\n    type\n    size\n    contents\n    createdBy\n    createdAt\n    modifiedAt\n    description\n  }\n"): (typeof documents)["\n  query FileManagerFolder($folderId: ID) {\n    fileManagerContents(folderId: $folderId) {\n      folders {\n        ...FileManagerItemFields\n      }\n      files {\n        ...FileManagerItemFields\n      }\n      path {\n        id\n        name\n      }\n    }\n  }\n\n  fragment FileManagerItemFields on FileManagerItem {\n    id\n    folderId\n    name\n    type\n    size\n    contents\n    createdBy\n    createdAt\n    modifiedAt\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterHome {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n    # Every guide (a category has a handful), so the home's search covers them all.\n    helpCenterGuideCategories(limit: 100) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n\n  fragment HelpCenterFaqFields on HelpCenterFaq {\n    id\n    categoryId\n    question\n    answer\n  }\n\n  fragment HelpCenterFaqCategoryFields on HelpCenterFaqCategory {\n    id\n    slug\n    title\n    faqs {\n      ...HelpCenterFaqFields\n    }\n  }\n\n  fragment HelpCenterGuideSummary on HelpCenterGuide {\n    id\n    categoryId\n    slug\n    title\n    subtitle\n  }\n\n  fragment HelpCenterGuideCategoryFields on HelpCenterGuideCategory {\n    id\n    slug\n    title\n    totalGuides\n    visibleGuides\n    guides {\n      ...HelpCenterGuideSummary\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterHome {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n    # Every guide (a category has a handful), so the home's search covers them all.\n    helpCenterGuideCategories(limit: 100) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n\n  fragment HelpCenterFaqFields on HelpCenterFaq {\n    id\n    categoryId\n    question\n    answer\n  }\n\n  fragment HelpCenterFaqCategoryFields on HelpCenterFaqCategory {\n    id\n    slug\n    title\n    faqs {\n      ...HelpCenterFaqFields\n    }\n  }\n\n  fragment HelpCenterGuideSummary on HelpCenterGuide {\n    id\n    categoryId\n    slug\n    title\n    subtitle\n  }\n\n  fragment HelpCenterGuideCategoryFields on HelpCenterGuideCategory {\n    id\n    slug\n    title\n    totalGuides\n    visibleGuides\n    guides {\n      ...HelpCenterGuideSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterFaqs {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterFaqs {\n    helpCenterFaqCategories {\n      ...HelpCenterFaqCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterGuides {\n    helpCenterGuideCategories {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterGuides {\n    helpCenterGuideCategories {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterGuideCategory($slug: String!) {\n    helpCenterGuideCategories(slug: $slug) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterGuideCategory($slug: String!) {\n    helpCenterGuideCategories(slug: $slug) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterGuide($category: String!, $guide: String!) {\n    helpCenterGuide(categorySlug: $category, guideSlug: $guide) {\n      id\n      slug\n      title\n      totalGuides\n      guides {\n        ...HelpCenterGuideSummary\n        content\n      }\n    }\n    # The category's other guides: the side list and the previous and next links.\n    helpCenterGuideCategories(slug: $category) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterGuide($category: String!, $guide: String!) {\n    helpCenterGuide(categorySlug: $category, guideSlug: $guide) {\n      id\n      slug\n      title\n      totalGuides\n      guides {\n        ...HelpCenterGuideSummary\n        content\n      }\n    }\n    # The category's other guides: the side list and the previous and next links.\n    helpCenterGuideCategories(slug: $category) {\n      ...HelpCenterGuideCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterSupport {\n    helpCenterSupportRequests {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n\n  fragment HelpCenterSupportRequestFields on HelpCenterSupportRequest {\n    id\n    name\n    email\n    subject\n    message\n    createdAt\n  }\n"): (typeof documents)["\n  query HelpCenterSupport {\n    helpCenterSupportRequests {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n\n  fragment HelpCenterSupportRequestFields on HelpCenterSupportRequest {\n    id\n    name\n    email\n    subject\n    message\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportRequest($request: HelpCenterSupportRequestInput!) {\n    sendSupportRequest(request: $request) {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendSupportRequest($request: HelpCenterSupportRequestInput!) {\n    sendSupportRequest(request: $request) {\n      ...HelpCenterSupportRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IconSet($set: IconSetName!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      package\n      folder\n      list\n    }\n  }\n"): (typeof documents)["\n  query IconSet($set: IconSetName!) {\n    iconSet(set: $set) {\n      namespace\n      name\n      grid\n      package\n      folder\n      list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: String\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        ...InventoryProductRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment InventoryProductRow on InventoryProduct {\n    id\n    name\n    sku\n    thumbnail\n    price\n    stock\n    reserved\n    active\n  }\n"): (typeof documents)["\n  query InventoryProducts(\n    $search: String\n    $sort: InventoryProductSort\n    $order: String\n    $page: Int\n    $size: Int\n  ) {\n    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {\n      products {\n        ...InventoryProductRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment InventoryProductRow on InventoryProduct {\n    id\n    name\n    sku\n    thumbnail\n    price\n    stock\n    reserved\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryProduct($id: ID!) {\n    inventoryProduct(id: $id) {\n      ...InventoryProductFields\n    }\n    ...InventoryLookups\n  }\n\n  fragment InventoryLookups on Query {\n    inventoryCategories {\n      id\n      name\n    }\n    inventoryBrands {\n      id\n      name\n    }\n    inventoryVendors {\n      id\n      name\n    }\n    inventoryTags {\n      ...InventoryTagFields\n    }\n  }\n\n  fragment InventoryProductFields on InventoryProduct {\n    id\n    category\n    name\n    description\n    tags\n    sku\n    barcode\n    brand\n    vendor\n    stock\n    reserved\n    cost\n    basePrice\n    taxPercent\n    price\n    weight\n    thumbnail\n    images\n    active\n  }\n\n  fragment InventoryTagFields on InventoryTag {\n    id\n    title\n  }\n"): (typeof documents)["\n  query InventoryProduct($id: ID!) {\n    inventoryProduct(id: $id) {\n      ...InventoryProductFields\n    }\n    ...InventoryLookups\n  }\n\n  fragment InventoryLookups on Query {\n    inventoryCategories {\n      id\n      name\n    }\n    inventoryBrands {\n      id\n      name\n    }\n    inventoryVendors {\n      id\n      name\n    }\n    inventoryTags {\n      ...InventoryTagFields\n    }\n  }\n\n  fragment InventoryProductFields on InventoryProduct {\n    id\n    category\n    name\n    description\n    tags\n    sku\n    barcode\n    brand\n    vendor\n    stock\n    reserved\n    cost\n    basePrice\n    taxPercent\n    price\n    weight\n    thumbnail\n    images\n    active\n  }\n\n  fragment InventoryTagFields on InventoryTag {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryLookups {\n    ...InventoryLookups\n  }\n"): (typeof documents)["\n  query InventoryLookups {\n    ...InventoryLookups\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInventoryProduct {\n    createInventoryProduct {\n      ...InventoryProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInventoryProduct {\n    createInventoryProduct {\n      ...InventoryProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInventoryTag($tag: InventoryTagInput!) {\n    createInventoryTag(tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInventoryTag($tag: InventoryTagInput!) {\n    createInventoryTag(tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInventoryProduct($id: ID!) {\n    deleteInventoryProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInventoryProduct($id: ID!) {\n    deleteInventoryProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInventoryTag($id: ID!) {\n    deleteInventoryTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInventoryTag($id: ID!) {\n    deleteInventoryTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInventoryProductActive($id: ID!, $active: Boolean!) {\n    updateInventoryProduct(id: $id, product: { active: $active }) {\n      __typename\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetInventoryProductActive($id: ID!, $active: Boolean!) {\n    updateInventoryProduct(id: $id, product: { active: $active }) {\n      __typename\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInventoryProduct($id: ID!, $product: InventoryProductInput!) {\n    updateInventoryProduct(id: $id, product: $product) {\n      ...InventoryProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInventoryProduct($id: ID!, $product: InventoryProductInput!) {\n    updateInventoryProduct(id: $id, product: $product) {\n      ...InventoryProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInventoryTag($id: ID!, $tag: InventoryTagInput!) {\n    updateInventoryTag(id: $id, tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInventoryTag($id: ID!, $tag: InventoryTagInput!) {\n    updateInventoryTag(id: $id, tag: $tag) {\n      ...InventoryTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxNav {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n    mailboxFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailboxLabels {\n      ...MailLabelFields\n    }\n    mailboxSettings {\n      messageLayout\n    }\n  }\n\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n\n  fragment MailLabelFields on MailLabel {\n    __typename\n    id\n    title\n    slug\n    color\n  }\n"): (typeof documents)["\n  query MailboxNav {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n    mailboxFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailboxLabels {\n      ...MailLabelFields\n    }\n    mailboxSettings {\n      messageLayout\n    }\n  }\n\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n\n  fragment MailLabelFields on MailLabel {\n    __typename\n    id\n    title\n    slug\n    color\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxFolders {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n  }\n"): (typeof documents)["\n  query MailboxFolders {\n    mailboxFolders {\n      ...MailFolderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxMails($folder: String, $filter: String, $label: String, $page: Int!) {\n    mailboxMails(folder: $folder, filter: $filter, label: $label, page: $page) {\n      mails {\n        ...MailFields\n      }\n      pagination {\n        totalResults\n        currentPage\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment MailFields on Mail {\n    __typename\n    id\n    from {\n      avatar\n      contact\n    }\n    to\n    cc\n    bcc\n    date\n    subject\n    content\n    attachments {\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    labels\n    ccCount\n    bccCount\n  }\n"): (typeof documents)["\n  query MailboxMails($folder: String, $filter: String, $label: String, $page: Int!) {\n    mailboxMails(folder: $folder, filter: $filter, label: $label, page: $page) {\n      mails {\n        ...MailFields\n      }\n      pagination {\n        totalResults\n        currentPage\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n\n  fragment MailFields on Mail {\n    __typename\n    id\n    from {\n      avatar\n      contact\n    }\n    to\n    cc\n    bcc\n    date\n    subject\n    content\n    attachments {\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    labels\n    ccCount\n    bccCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxMail($id: ID!) {\n    mailboxMail(id: $id) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  query MailboxMail($id: ID!) {\n    mailboxMail(id: $id) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMailLabel($label: MailLabelInput!) {\n    createMailLabel(label: $label) {\n      ...MailLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMailLabel($label: MailLabelInput!) {\n    createMailLabel(label: $label) {\n      ...MailLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MailboxChanged {\n    mailboxChanged {\n      change\n      mail {\n        ...MailFields\n      }\n      label {\n        ...MailLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n      folders {\n        ...MailFolderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MailboxChanged {\n    mailboxChanged {\n      change\n      mail {\n        ...MailFields\n      }\n      label {\n        ...MailLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n      folders {\n        ...MailFolderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMailDraft($id: ID, $mail: MailComposeInput!) {\n    saveMailDraft(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMailDraft($id: ID, $mail: MailComposeInput!) {\n    saveMailDraft(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMail($mail: MailComposeInput!, $draftId: ID) {\n    sendMail(mail: $mail, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendMail($mail: MailComposeInput!, $draftId: ID) {\n    sendMail(mail: $mail, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailLabel($id: ID!, $label: MailLabelInput!) {\n    updateMailLabel(id: $id, label: $label) {\n      ...MailLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailLabel($id: ID!, $label: MailLabelInput!) {\n    updateMailLabel(id: $id, label: $label) {\n      ...MailLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMail($id: ID!, $mail: MailInput!) {\n    updateMailboxMail(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMail($id: ID!, $mail: MailInput!) {\n    updateMailboxMail(id: $id, mail: $mail) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailboxSettings($settings: MailboxSettingsInput!) {\n    updateMailboxSettings(settings: $settings) {\n      __typename\n      messageLayout\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailboxSettings($settings: MailboxSettingsInput!) {\n    updateMailboxSettings(settings: $settings) {\n      __typename\n      messageLayout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesPanel {\n    messages {\n      ...MessageEntryFields\n    }\n  }\n"): (typeof documents)["\n  query MessagesPanel {\n    messages {\n      ...MessageEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessagesChanged {\n    messagesChanged {\n      change\n      message {\n        ...MessageEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MessagesChanged {\n    messagesChanged {\n      change\n      message {\n        ...MessageEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessageRead($id: ID!, $read: Boolean!) {\n    setMessageRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation SetMessageRead($id: ID!, $read: Boolean!) {\n    setMessageRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotesPage {\n    notes {\n      ...NoteFields\n    }\n    noteLabels {\n      ...NoteLabelFields\n    }\n  }\n\n  fragment NoteLabelFields on NoteLabel {\n    id\n    title\n  }\n\n  fragment NoteFields on Note {\n    id\n    title\n    content\n    tasks {\n      id\n      content\n      completed\n    }\n    image\n    reminder\n    labels {\n      ...NoteLabelFields\n    }\n    archived\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  query NotesPage {\n    notes {\n      ...NoteFields\n    }\n    noteLabels {\n      ...NoteLabelFields\n    }\n  }\n\n  fragment NoteLabelFields on NoteLabel {\n    id\n    title\n  }\n\n  fragment NoteFields on Note {\n    id\n    title\n    content\n    tasks {\n      id\n      content\n      completed\n    }\n    image\n    reminder\n    labels {\n      ...NoteLabelFields\n    }\n    archived\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNoteLabel($title: String!) {\n    createNoteLabel(title: $title) {\n      ...NoteLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNoteLabel($title: String!) {\n    createNoteLabel(title: $title) {\n      ...NoteLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote($note: NoteInput!) {\n    createNote(note: $note) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNote($note: NoteInput!) {\n    createNote(note: $note) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNoteLabel($id: ID!) {\n    deleteNoteLabel(id: $id) {\n      ...NoteLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNoteLabel($id: ID!) {\n    deleteNoteLabel(id: $id) {\n      ...NoteLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotesChanged {\n    notesChanged {\n      change\n      note {\n        ...NoteFields\n      }\n      label {\n        ...NoteLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotesChanged {\n    notesChanged {\n      change\n      note {\n        ...NoteFields\n      }\n      label {\n        ...NoteLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNoteLabel($label: NoteLabelInput!) {\n    updateNoteLabel(label: $label) {\n      ...NoteLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNoteLabel($label: NoteLabelInput!) {\n    updateNoteLabel(label: $label) {\n      ...NoteLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNote($id: ID!, $note: NoteInput!) {\n    updateNote(id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNote($id: ID!, $note: NoteInput!) {\n    updateNote(id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPanel {\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPanel {\n    notifications {\n      ...NotificationEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      __typename\n      id\n      read\n      seen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      change\n      notification {\n        ...NotificationEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsChanged {\n    notificationsChanged {\n      change\n      notification {\n        ...NotificationEntryFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n    setNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n    setNotificationRead(id: $id, read: $read) {\n      __typename\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScrumboardBoards {\n    scrumboardBoards {\n      ...ScrumboardBoardSummary\n    }\n  }\n"): (typeof documents)["\n  query ScrumboardBoards {\n    scrumboardBoards {\n      ...ScrumboardBoardSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScrumboardBoard($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardSummary\n      lists {\n        ...ScrumboardListFields\n      }\n      labels {\n        ...ScrumboardLabelFields\n      }\n    }\n    scrumboardMembers {\n      ...ScrumboardMemberFields\n    }\n  }\n\n  fragment ScrumboardMemberFields on ScrumboardMember {\n    id\n    name\n    avatar\n  }\n\n  fragment ScrumboardLabelFields on ScrumboardLabel {\n    id\n    boardId\n    title\n  }\n\n  fragment ScrumboardCardFields on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      ...ScrumboardLabelFields\n    }\n  }\n\n  fragment ScrumboardListFields on ScrumboardList {\n    id\n    boardId\n    position\n    title\n    cards {\n      ...ScrumboardCardFields\n    }\n  }\n\n  fragment ScrumboardBoardSummary on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      ...ScrumboardMemberFields\n    }\n  }\n"): (typeof documents)["\n  query ScrumboardBoard($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardSummary\n      lists {\n        ...ScrumboardListFields\n      }\n      labels {\n        ...ScrumboardLabelFields\n      }\n    }\n    scrumboardMembers {\n      ...ScrumboardMemberFields\n    }\n  }\n\n  fragment ScrumboardMemberFields on ScrumboardMember {\n    id\n    name\n    avatar\n  }\n\n  fragment ScrumboardLabelFields on ScrumboardLabel {\n    id\n    boardId\n    title\n  }\n\n  fragment ScrumboardCardFields on ScrumboardCard {\n    id\n    boardId\n    listId\n    position\n    title\n    description\n    dueDate\n    labels {\n      ...ScrumboardLabelFields\n    }\n  }\n\n  fragment ScrumboardListFields on ScrumboardList {\n    id\n    boardId\n    position\n    title\n    cards {\n      ...ScrumboardCardFields\n    }\n  }\n\n  fragment ScrumboardBoardSummary on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      ...ScrumboardMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardBoard($board: ScrumboardBoardInput!) {\n    createScrumboardBoard(board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScrumboardBoard($board: ScrumboardBoardInput!) {\n    createScrumboardBoard(board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardCard($card: ScrumboardCardInput!) {\n    createScrumboardCard(card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScrumboardCard($card: ScrumboardCardInput!) {\n    createScrumboardCard(card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) {\n    createScrumboardLabel(label: $label) {\n      ...ScrumboardLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) {\n    createScrumboardLabel(label: $label) {\n      ...ScrumboardLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardList($list: ScrumboardListInput!) {\n    createScrumboardList(list: $list) {\n      ...ScrumboardListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScrumboardList($list: ScrumboardListInput!) {\n    createScrumboardList(list: $list) {\n      ...ScrumboardListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardLabel($id: ID!) {\n    deleteScrumboardLabel(id: $id) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScrumboardLabel($id: ID!) {\n    deleteScrumboardLabel(id: $id) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id) {\n      __typename\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScrumboardCardPositions($cards: [Ref!]!) {\n    setScrumboardCardPositions(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetScrumboardCardPositions($cards: [Ref!]!) {\n    setScrumboardCardPositions(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScrumboardCards($cards: [ScrumboardCardPatch!]!) {\n    updateScrumboardCards(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScrumboardCards($cards: [ScrumboardCardPatch!]!) {\n    updateScrumboardCards(cards: $cards) {\n      ...ScrumboardCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    updateScrumboardList(id: $id, list: { title: $title }) {\n      __typename\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    updateScrumboardList(id: $id, list: { title: $title }) {\n      __typename\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScrumboardBoardsChanged {\n    scrumboardChanged {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ScrumboardBoardsChanged {\n    scrumboardChanged {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScrumboardBoardChanged($boardId: ID!) {\n    scrumboardChanged(boardId: $boardId) {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      list {\n        ...ScrumboardListFields\n      }\n      card {\n        ...ScrumboardCardFields\n      }\n      label {\n        ...ScrumboardLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ScrumboardBoardChanged($boardId: ID!) {\n    scrumboardChanged(boardId: $boardId) {\n      change\n      board {\n        ...ScrumboardBoardSummary\n      }\n      list {\n        ...ScrumboardListFields\n      }\n      card {\n        ...ScrumboardCardFields\n      }\n      label {\n        ...ScrumboardLabelFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScrumboardBoard($id: ID!, $board: ScrumboardBoardPatch!) {\n    updateScrumboardBoard(id: $id, board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScrumboardBoard($id: ID!, $board: ScrumboardBoardPatch!) {\n    updateScrumboardBoard(id: $id, board: $board) {\n      ...ScrumboardBoardSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScrumboardCard($id: ID!, $card: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScrumboardCard($id: ID!, $card: ScrumboardCardPatch!) {\n    updateScrumboardCard(id: $id, card: $card) {\n      ...ScrumboardCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) {\n    updateScrumboardLabel(id: $id, label: $label) {\n      __typename\n      ...ScrumboardLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) {\n    updateScrumboardLabel(id: $id, label: $label) {\n      __typename\n      ...ScrumboardLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAccount {\n    user {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n"): (typeof documents)["\n  query SettingsAccount {\n    user {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($user: UserInput!) {\n    updateUser(user: $user) {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($user: UserInput!) {\n    updateUser(user: $user) {\n      id\n      name\n      email\n      avatar\n      status\n      about\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadUserAvatar($avatar: FileUpload!) {\n    uploadUserAvatar(avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation UploadUserAvatar($avatar: FileUpload!) {\n    uploadUserAvatar(avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...ShellFields\n  }\n\n  fragment ShellFields on Query {\n    ...MenuFields\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment MenuFields on Query {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    ...ShellFields\n  }\n\n  fragment ShellFields on Query {\n    ...MenuFields\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment MenuFields on Query {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Menu($default: Boolean!, $compact: Boolean!, $futuristic: Boolean!, $horizontal: Boolean!) {\n    ...MenuFields\n  }\n"): (typeof documents)["\n  query Menu($default: Boolean!, $compact: Boolean!, $futuristic: Boolean!, $horizontal: Boolean!) {\n    ...MenuFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n"): (typeof documents)["\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n"): (typeof documents)["\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TasksPage($after: TaskCursorInput) {\n    tasksPage(after: $after) {\n      tasks {\n        ...TaskFields\n      }\n      hasMore\n      endCursor {\n        __typename\n        position\n        id\n      }\n    }\n    taskCounts {\n      ...TaskListCountsFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n\n  fragment TaskFields on Task {\n    __typename\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      __typename\n      id\n      title\n      completed\n    }\n    position\n    counts {\n      __typename\n      total\n      remaining\n    }\n  }\n\n  fragment TaskListCountsFields on TaskListCounts {\n    __typename\n    rows\n    total\n    remaining\n  }\n\n  fragment TaskTagFields on TaskTag {\n    __typename\n    id\n    title\n  }\n"): (typeof documents)["\n  query TasksPage($after: TaskCursorInput) {\n    tasksPage(after: $after) {\n      tasks {\n        ...TaskFields\n      }\n      hasMore\n      endCursor {\n        __typename\n        position\n        id\n      }\n    }\n    taskCounts {\n      ...TaskListCountsFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n\n  fragment TaskFields on Task {\n    __typename\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      __typename\n      id\n      title\n      completed\n    }\n    position\n    counts {\n      __typename\n      total\n      remaining\n    }\n  }\n\n  fragment TaskListCountsFields on TaskListCounts {\n    __typename\n    rows\n    total\n    remaining\n  }\n\n  fragment TaskTagFields on TaskTag {\n    __typename\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskPage($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n"): (typeof documents)["\n  query TaskPage($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefreshTaskCounts {\n    taskCounts {\n      ...TaskListCountsFields\n    }\n  }\n"): (typeof documents)["\n  query RefreshTaskCounts {\n    taskCounts {\n      ...TaskListCountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefreshSectionCounts($id: ID!) {\n    task(id: $id) {\n      id\n      counts {\n        total\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefreshSectionCounts($id: ID!) {\n    task(id: $id) {\n      id\n      counts {\n        total\n        remaining\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTaskTag($tag: TaskTagInput!) {\n    createTaskTag(tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTaskTag($tag: TaskTagInput!) {\n    createTaskTag(tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTask($id: ID!, $before: ID, $after: ID) {\n    moveTask(id: $id, before: $before, after: $after) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTask($id: ID!, $before: ID, $after: ID) {\n    moveTask(id: $id, before: $before, after: $after) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TasksChanged {\n    tasksChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      tag {\n        ...TaskTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TasksChanged {\n    tasksChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      tag {\n        ...TaskTagFields\n      }\n      deleted {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaskTag($id: ID!, $tag: TaskTagInput!) {\n    updateTaskTag(id: $id, tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaskTag($id: ID!, $tag: TaskTagInput!) {\n    updateTaskTag(id: $id, tag: $tag) {\n      ...TaskTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $task: TaskInput!) {\n    updateTask(id: $id, task: $task) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTask($id: ID!, $task: TaskInput!) {\n    updateTask(id: $id, task: $task) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;