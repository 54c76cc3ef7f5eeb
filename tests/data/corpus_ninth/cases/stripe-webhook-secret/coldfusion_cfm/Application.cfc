<cfcomponent output="false">
    <cfset this.name = "CheckoutApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "ledger">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.endpointSecret = "whsec_your-token-here">
        <cfreturn true>
    </cffunction>
</cfcomponent>