<cfcomponent output="false">
    <cfset this.name = "WebhooksApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "analytics">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.neonApiKey = "napi_76arqvbtwdz75xkbaji23pdy0q0ukp4i6rbxm1b9zuw0p7k7v55yqpra3yqpsod2">
        <cfreturn true>
    </cffunction>
</cfcomponent>
