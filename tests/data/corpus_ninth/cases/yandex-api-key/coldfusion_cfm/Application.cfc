<cfcomponent output="false">
    <cfset this.name = "ReportsApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "orders">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.ycApiKey = "AQVNoI3DK2Gjs4qV7_JeyuS-xf6glu-eSkB4lUNI0B">
        <cfreturn true>
    </cffunction>
</cfcomponent>