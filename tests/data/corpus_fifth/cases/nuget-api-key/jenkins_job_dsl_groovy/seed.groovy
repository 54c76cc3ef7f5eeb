// jobs/billing.groovy - processed by the seed job
pipelineJob('billing-deploy') {
    description('Deploys billing to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('NUGET_API_KEY', 'oy2gx1vpeusiyfdlceda7uqka3480n8oyk3ik7zsouqi0b')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
