<cfcomponent output="false">
    <cfset this.name = "BillingApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "analytics">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.gitlabIncomingMailToken = "glimt-ThqDnzDWOQG34rWEXp9y62CG8">
        <cfreturn true>
    </cffunction>
</cfcomponent>
