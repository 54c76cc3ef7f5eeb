<cfcomponent output="false">
    <cfset this.name = "WebhooksApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "orders">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.algoliaAppId = "W9ZMS72B3U">
        <cfset application.algoliaAdminApiKey = "${ALGOLIA_ADMIN_KEY}">
        <cfreturn true>
    </cffunction>
</cfcomponent>
