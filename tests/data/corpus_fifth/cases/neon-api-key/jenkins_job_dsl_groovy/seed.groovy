// jobs/reports.groovy - processed by the seed job
pipelineJob('reports-deploy') {
    description('Deploys reports to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('NEON_API_KEY', 'napi_xp0cuz2awmc19xm26k8bhg36jkdplacyi9zxw3wmh183q17nos2w85m4v2q3j248')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}