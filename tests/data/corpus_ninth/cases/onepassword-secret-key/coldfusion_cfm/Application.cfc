<cfcomponent output="false">
    <cfset this.name = "IngestApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "events">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.opSecretKey = "A3-V9AEZR-RJLZ3F-643ZO-JNL4M-PCNND-112HC">
        <cfreturn true>
    </cffunction>
</cfcomponent>
