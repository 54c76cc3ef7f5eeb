# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# credentials.json for the reports worker
var gcp-sa-key = '{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "2b609f4a980fc11b76cadd91692c0e8334b3d207",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCJANVx6B2q+kUl\nHNIf6h8GCVeiu3SX8nCx/vXEQraXVWcrW3KHUI+xhgAfQ33UYWK6Ola5rji/CA7u\nK+wR1COD7GicVSA+rC3VgWGN3haQpod/mCP7KRfgMJxFdsx3EUb8/stLpwKe6u0Z\njE4+kruy61A2+xWi2LgRm2u8lpPFBApVZFEd79UlE00ULPUlDFt1yIDdqylTU594\n87JRNRsCNP/gfqAs8KjsKpwGOpGAA5VhbsY2H77j0VMBTNaZhfbaoNeV9Uhf+jsT\ng4UmUWr83rlAylOanUyj7Ihf0mqryhfgaxq5R9iQHtsth95Fpvxd9DMeCEi9rcBy\niDNdtiWuAgMBAAECggEBAIXTKsPQ8Cjxv1aXUekoUem8xEquWQZS31W0uaoQg+a8\nh4/VPgJUOgL7XzmYheZRVswdhcUeDw/h3zusfunT84j5vA46F0N2e+hjA6wEIgmw\nGJE3kMTXQEF1Bvw/mdbXXZ/PDufU258RVPxopS7ghP6foHOw2BWryHLloED0yccx\n838T0/a6ti99dREz1cp7alop9CZhHX7X/AT9l60iBEzWYoS+JMBu7wRmPvKGWgob\nYZaXiaxNK1I0r7+SGEWvDwcW8vJgtbw/HxkdcX00Gy81rpb7OwbbG3tBdUHWeaWZ\n10epyUoYiD7hwGDLwK/t1cWY+YbONjjalnlaDjJ9738CgYEAw7Ra9XkclYCaTAzf\ny4nhCFSomv4TEMqCKq7ePveO1LCUziOiq+T6GbulmPpc9th6dL7UA8jmbI0bWfIo\nFa4b7Olf2dt9ig1GbSAbhvuL4psjyFDHO75UGYl5cxmX8esTRguZHgzOMFrzRdUO\nXAOctIKxwWGMHPbK3XyIuQW7wyMCgYEArVUwPyquSeaj+aV+MOIsTLC06i/0WaPP\n31+f8z0PPyj5S2Tu7DGPASkyDRnV8cehDZCwXSjEg7EOv8itv83q3WEfWqCNaBqK\nX8XCv3hw7YqGREcxCHWhISW5twSdWTRt2temFZR6nEnT5mzdpPjfM4Sr0CJSyTPG\nPSMDOu/EUIoCgYEAjcZPEY/d+EXy2teL+V+189E5DeXGBES4n7iOnRtER1gJlypg\nT085GwG0btbqHDg+aL9UHAUfYf37CXEnQ2K53IWcAHbYtm7R1KE+7gxueTE9Xvxv\n4/wooimPWxyGa9dr7n6m4pPWBHO+ZFIAo5JdLUDoVpMeCTf/ouTY2d2OZqoCgYEA\npgAgJkPh4HpzojwBFymCpwzov1hw0FiasLZTNamTOF1+FTavjjKtsV9krn8B54yn\nKOBbKj18BK78CvPJlzeEBM+SF/w7sne0ylk5WZKeM1pURINY9aP6uKNY7Dppfaqd\nEwF5kqifFb1jEcqQQyRaDTwOh2XuoZby8HZgZB/JnqkCgYEAvq2EJV1Ei7dztlwl\nRSJ1zDoRw8WzZxr8vSfALifBe9FJp2+uDCfa10aUxrZ3z3c7x3Ocmy4vEDJ5c6mF\nBfEg0fnDQ5dFiUwXQrqjC6X6ZOAACzJTGcYJrUB0xTX/g44UjQHf69mFhOWmCLDT\nWc/VMlD214M/x7jiPW47i+HVo88=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "025666637580037198636",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}'
if (not (path:is-regular ~/.config/reports-sync/credentials.json)) {
  print $gcp-sa-key"\n" > ~/.config/reports-sync/credentials.json
}

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
