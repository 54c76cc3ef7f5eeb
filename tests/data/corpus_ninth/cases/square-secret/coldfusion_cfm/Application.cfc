<cfcomponent output="false">
    <cfset this.name = "CheckoutApp">
    <cfset this.sessionManagement = true>
    <cfset this.datasource = "inventory">

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset application.squareSecret = "sq0csp-g5aPfQ2W_tVa0UNkfFhLJ6SX6RW-crMOz-cLxcd28ls">
        <cfreturn true>
    </cffunction>
</cfcomponent>
