// jobs/reports.groovy - processed by the seed job
pipelineJob('reports-deploy') {
    description('Deploys reports to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('TYPEFORM_TOKEN', 'tfp_hMI07WoOzn0N5hqLGYHf77wuQbssU1fyh4bRS73LV5qg_lSSUEwvASpqlF7')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
