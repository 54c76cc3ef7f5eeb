def SIGNING_KEY = '''-----BEGIN CERTIFICATE-----
MIICvGA6Tv8VFa4vFVFG6wZ7I/jWu7PKzrMUSgRitmKdQjOBCZIbr2SVwcPYHMBm
CWhzbYdzGrHSPNHmGLNxGzOkzSbJKLwgRoFRN4ECd08+vDHQc8JpEYJD+d6rHj5O
khJK/vDzrPZ9ynFJo4rNXuPwVQK21JwZe7L6W1CiY1NMI+/sSZTDajQtZoZlAdpN
R5/7URxQGCKACC+88uiEDGIlYICg/w1GAAQojgjS+tUM6LNOH1yY4OYCtebvotu3
cmRDR0ndpGvG+KOEcQBQVlsJjfz+r6jF/YhghH7uqxH8aj9gJTq4wBXmFdf2uwS0
TWPonzm9lJTp2Y1jN4ivU2Jbiwo+HZdLagZe+wLTVTg3Fi+6KNJ+hml0yF1bPURs
EFDe7yftW1+jeR6UrZhRmQrjGeZa9Ge/nTNITK6uwSaJb/lC6H1qwWs+ZvzdjbOn
dP0gohC9n4i3ouEWocHdhZ6uO4d+bzKTXXcc5tdjwcqcCrA/U6Wi49kKZyx1DJk8
nFZwxjNXaJWMkvIZ5qON0r/+S512Rfip19HbPXpSI2AjyHJ6v7tJOFp6v+KDMW/h
3RgOv9MyjaroF+k1Cg/9GMzhrxrGClYBwwK6D5qwVsYLYZ59TqwosGnuqjHoMn8t
hRZRBHl7m3YM/dCtJvIYxzvTviYEM9WUBgK8dwt9qp//1S8ssVIX8E62QniPp+ET
9PSj0GBv099gGKrS2eQbIVEZNGCB83mfYalBkCbSGP/f8jESCr1IeY7QnYOXWc7k
5GNtTrJj2fcrAeYN7+dEqbgjTdky07xJ4r4AuksOwMsojD6vlzoaA2EMFmjhsL/T
4OdT0ls1d9aNVrDvAFGDfTRhSrtyjoBmsoLhdyloCrlDteupkkSEP0A81SEyA6H7
6Wcs3lCM+hlI1U8+E3pcXuIbuN8yij7EnXYo1o+5v9Q=
-----END CERTIFICATE-----'''

// jobs/ingest.groovy - processed by the seed job
pipelineJob('ingest-deploy') {
    description('Deploys ingest to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('KEY_FILE', '/var/lib/jenkins/keys/server.crt')
    }
    triggers { scm('H/5 * * * *') }
}
