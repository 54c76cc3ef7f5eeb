<cfcomponent output="false">
    <cfset this.name = "WebhooksApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "analytics">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.pagerdutyToken = "u+AgY17nCOOT7G1HK2tJ">
        <cfreturn true>
    </cffunction>
</cfcomponent>
