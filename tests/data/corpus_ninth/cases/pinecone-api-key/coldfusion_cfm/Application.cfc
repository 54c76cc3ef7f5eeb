<cfcomponent output="false">
    <cfset this.name = "NotifierApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "analytics">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.pineconeKey = "pcsk_ksTFo_MtzgrVHdU289TmuzXHqufbBQb3JDYv6qGKPCi4ypmvWKjhJnpVH0krEpZK7jBHx">
        <cfreturn true>
    </cffunction>
</cfcomponent>
