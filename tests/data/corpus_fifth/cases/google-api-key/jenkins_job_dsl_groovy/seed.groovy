// jobs/ingest.groovy - processed by the seed job
pipelineJob('ingest-deploy') {
    description('Deploys ingest to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('GOOGLE_API_KEY', 'AIzac_F-PpeGrtRzjAPUD2h0VkLIp1WNUVaoR3S')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
