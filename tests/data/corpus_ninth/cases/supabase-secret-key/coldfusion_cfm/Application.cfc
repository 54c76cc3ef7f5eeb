<cfcomponent output="false">
    <cfset this.name = "NotifierApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "crm_prod">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.supabaseSecretKey = "sb_secret_uJNjeRGludV6panmYOBlb5_lvB0fMt3">
        <cfreturn true>
    </cffunction>
</cfcomponent>
