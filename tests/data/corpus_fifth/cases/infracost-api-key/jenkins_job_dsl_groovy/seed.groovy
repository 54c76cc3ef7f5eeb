// jobs/reports.groovy - processed by the seed job
pipelineJob('reports-deploy') {
    description('Deploys reports to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('INFRACOST_API_KEY', 'ico-8KGtMT6yLGc5BZapYNVCs8MuCdfLRpCI')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
