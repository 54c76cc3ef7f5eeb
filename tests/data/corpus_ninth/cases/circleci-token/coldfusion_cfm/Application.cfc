<cfcomponent output="false">
    <cfset this.name = "OrdersApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "inventory">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.circleciToken = "CCIPAT_A5sh6SFsffI24xjtgvMdDM_07b4ac8ac618a440d69152e70dffb1f4f09ce138">
        <cfreturn true>
    </cffunction>
</cfcomponent>
