<cfcomponent output="false">
    <cfset this.name = "WebhooksApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "crm_prod">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.azureStorageConnectionString = "DefaultEndpointsProtocol=https;AccountName=acmeprodsa8fy;AccountKey=2PNCDb9MQgM269kwKHrd0hdwZHwyuUBAgwjsIt7zeGw3b0KfGiR2Dm6PwEahBRNNyGS02tNOkpnXjneWaUaPLQ==;EndpointSuffix=core.windows.net">
        <cfreturn true>
    </cffunction>
</cfcomponent>
