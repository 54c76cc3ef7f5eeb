<cfcomponent output="false">
    <cfset this.name = "BillingApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "orders">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.vaultAuthToken = "hvs.CAESIBnclZ [truncated]">
        <cfreturn true>
    </cffunction>
</cfcomponent>
