def DOCKER_AUTH_CONFIG = '''{
  "auths": {
    "acmecorp.jfrog.io": {
      "auth": "ZXRsX3JlYWRlcjpZSFFSZlRVVjRsVFk0ZEk0T0xTaE5U"
    }
  },
  "credsStore": ""
}'''

// jobs/webhooks.groovy - processed by the seed job
pipelineJob('webhooks-deploy') {
    description('Deploys webhooks to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('KEY_FILE', '/var/lib/jenkins/keys/config.json')
    }
    triggers { scm('H/5 * * * *') }
}
