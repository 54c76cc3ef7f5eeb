<cfcomponent output="false">
    <cfset this.name = "BillingApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "orders">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.installationAccessToken = "ghs_ipP2pHxJBnWgGWB7XCYhWkgOQUCiaf1pw6vV">
        <cfreturn true>
    </cffunction>
</cfcomponent>