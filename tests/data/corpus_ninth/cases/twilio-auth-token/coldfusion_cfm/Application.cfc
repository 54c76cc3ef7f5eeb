<cfcomponent output="false">
    <cfset this.name = "ReportsApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "crm_prod">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.twilioAccountSid = "AC2041619ffc26de477c0612aee19ba5d7">
        <cfset application.twilioAuthToken = "68aedb8482d0c5f7d915e9bf2433529e">
        <cfreturn true>
    </cffunction>
</cfcomponent>
