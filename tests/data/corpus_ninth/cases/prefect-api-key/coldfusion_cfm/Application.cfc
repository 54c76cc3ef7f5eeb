<cfcomponent output="false">
    <cfset this.name = "IngestApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "inventory">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.prefectApiKey = "{{ .Env.prefect_api_key }}">
        <cfreturn true>
    </cffunction>
</cfcomponent>
