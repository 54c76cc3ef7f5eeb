// jobs/ingest.groovy - processed by the seed job
pipelineJob('ingest-deploy') {
    description('Deploys ingest to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('PAGERDUTY_API_TOKEN', 'u+yl7w80qiOsma4HNe7-')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}