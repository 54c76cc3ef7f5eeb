<cfcomponent output="false">
    <cfset this.name = "CheckoutApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "orders">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.linearApiKey = "{env:LINEAR_API_KEY}">
        <cfreturn true>
    </cffunction>
</cfcomponent>
