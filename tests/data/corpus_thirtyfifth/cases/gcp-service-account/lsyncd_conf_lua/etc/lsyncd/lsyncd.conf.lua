-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local google_credentials = [[
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "de64f92fd1bb7cb0314097878ed47a7d959f8f4f",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCMByjT9UIShzYh\neqXfHEErjeebgV+nlayjeeijIqismJC7aJ6yXGfnBpl1Ek2+1BV6LcdwBRGKK/29\nB8g6Ms1qcD3pNDDBtR0lmx42Um8WyDK2NhyYiuEcxyItKzGZ/ZGitB5tzaqBg5ls\nSeWlkXd9aXfzAPcsslQrmyXi+eE/3vCownA4m0ykd/v5GB7RiuZDAPd5g2Zu9dpo\nqSTQsUrm0NCqmu8MziwO5wt+hGipHgItRH9fRnz4EP2Du83CN6FZN7iU11sJ/mua\nOsAmE8/BpJE4WZKLM69G3KuDYK3DNYlFB1pZBqADOhaNMBuXJaWs63T2NfFlJkVK\nUvA/JM//AgMBAAECggEBAKSXJeYYNnxTbWXn08Z/aS1v290pu1UlJfqZq7JsCRry\nvmW0aTfImdWePm6/iswInFeLupQgPFzbTA+iv6LCfi8FAmOARi9roirnOhEaxZ71\n2DqgtjSOfOIGnPe0+B5DfXnlLbrJmFWqsoBHCIXXFAcmnonDPDnl5otcFEQ0q3CE\nHDjik2moOdMOZKxNy5n8AJDGTmCT/N8yVzel/IvKccexR8/8ItEhAXTELp9I3Ifk\nX7Kopoum/NWd+uPvUwQH9Ag8xxc1LWqxdJfAnFrPk/vkF2np13otHCMKdMDDQE/C\nbQEjHO6lpxJm0u0Y+QRZxrQgZNP1lTuDohI7/qRfnLgCgYEA5c7iAU/ktgcFC5tm\nQ4zGYFYfpPmWjDks+OacitnjO1mKt5uceNTEDROapBlM8SVCeHhdWlmCujHEwpbo\nSqb1t87hkmWniWJAcor425T6eXtWs5nPGz+I5WVWzAGzyWUVd29mYTDrn7/VZ+1Z\ndvF0L91jHqbB2szKlWAUos0wKEoCgYEApH7viXAvtl1VUAFkPLdjBruEKQ8Z4GsO\nVcHuExRjLZkJZfpCdMXw5koeySnLiUsYNrnPUz+5e9hDG4zCFG5xPyvwIYZzolkg\nTqypAv/UNcEA0aFX6Ht9Swtj9W9a9iDe7izVtHBt/DaWkJx4utrg1Yys8uKLSIEd\nNx8XinVzeHwCgYEAvPaHa6IsJbDts/EXqdCkCup07pbUlu6zHIArwlWorAMiDmBZ\npWH0IJYF3cmngsTZpF8LWBQfwhaoFHnF5w/4qMfvJnQoP+6uNAvPXzNLlU+XUkn/\nwQDnm5OSKzzllP3ypFT4cnLLGFjdOlJ+euGaXuOAVBLjrZvsdj9CURMZbEkCgYEA\nq8RyGG69cBbDLLkG7GgjLfVVI5h3LYQMi9EnOVfxJflnAADnKKNb4fYkNPbZPy4S\ncP5woRPxpSHwXYpaG64J+TZe0+M6mRPbJnFeVfpJWJb/zruiuWpO+/uPnc8b0KK9\nqa09hiSX6hZgpS4QysV5qHt/UGTqYF7nI7sd3lttAYkCgYEAhVvFAMB9O0JHzi1K\nO6TzEHjgY2QcN+3rDUItMQutpdgcY/RPn+nlrK+B9KQb3X5R+OvguCTTML4z5eWI\n716C032pXhaYiYxxNOKp94PiepHh52oLS1kZjefgftRuljHq22EGkVLVZLTLNhD/\nRvaBpuurkyfcSfzEnf/gJ2jaiFY=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "160084483159085220242",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.14.92.149",
    targetdir = "/srv/www",
    delay = 5,
}
