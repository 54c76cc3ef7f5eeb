ls -la
cd ~/src/orders-api
git status
git pull --rebase
export PAYPAL_CLIENT_ID='AUXEgOpgSGLca3ZDZHmms-Gr4GytRXICH08Yq4KO4-EEKw12-FjpW6i5MKHWJUvgQMH-AgNps0ZaivZJ'
export PAYPAL_CLIENT_SECRET='EirimlOmpiY1L3_aOxG4ast3u7zUO8YWSMf2YvJB9yEnjCzulnpDjtlJGEnnEtaR5nX2rlMqUYKDGqLa'
./scripts/smoke-test.sh
history | tail
