<cfcomponent output="false">
    <cfset this.name = "NotifierApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "analytics">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.sonarScmRevision = "4a1f5f429cc40051025e04b37bd479e3083f682b">
        <cfreturn true>
    </cffunction>
</cfcomponent>