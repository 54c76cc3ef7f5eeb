<cfcomponent output="false">
    <cfset this.name = "IngestApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "analytics">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.renderApiKey = "rnd_AEEHxDDYSGzYfHRGz1GXkIf5">
        <cfreturn true>
    </cffunction>
</cfcomponent>
