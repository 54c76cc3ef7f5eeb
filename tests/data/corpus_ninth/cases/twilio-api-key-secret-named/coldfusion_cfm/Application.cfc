<cfcomponent output="false">
    <cfset this.name = "NotifierApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "inventory">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.twilioKeySecret = "6hqNSnhPt4WrvYZ7Yv5ZJYlC71K1RQLm">
        <cfreturn true>
    </cffunction>
</cfcomponent>
