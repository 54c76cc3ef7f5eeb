<cfcomponent output="false">
    <cfset this.name = "WebhooksApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "crm_prod">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.slackWebhook = "https://hooks.slack.com/services/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">
        <cfreturn true>
    </cffunction>
</cfcomponent>