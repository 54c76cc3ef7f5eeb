<cfcomponent output="false">
    <cfset this.name = "IngestApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "orders">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.sentryAuthToken = "***">
        <cfreturn true>
    </cffunction>
</cfcomponent>
