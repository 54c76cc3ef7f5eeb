<cfcomponent output="false">
    <cfset this.name = "WebhooksApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "inventory">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.flutterwaveSecretKey = "FLWSECK-8f763cff [truncated]">
        <cfreturn true>
    </cffunction>
</cfcomponent>
