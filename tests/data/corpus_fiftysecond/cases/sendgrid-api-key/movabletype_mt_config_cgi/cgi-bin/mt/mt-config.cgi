## Movable Type Configuration File
##
## This file defines system-wide settings for Movable Type. In
## total, there are over a hundred options, but only those
## critical for everyone are listed below.
##
## Information on all others can be found at:
## https://www.movabletype.jp/documentation/config

#================ REQUIRED SETTINGS ===============
# The CGIPath is the URL to your Movable Type directory
CGIPath        /cgi-bin/mt/

# The StaticWebPath is the URL to your mt-static directory
StaticWebPath  /mt-static/
StaticFilePath /var/www/harbourline/mt-static

#================ DATABASE SETTINGS ==================
ObjectDriver DBI::mysql
Database harbourl_mt
DBUser harbourl_mt
DBSocket /var/lib/mysql/mysql.sock
DBHost localhost

#================ MAIL ==================
MailTransfer smtp
SMTPServer smtp.sendgrid.net
SMTPAuth starttls
SMTPPort 587
SMTPUser apikey
SMTPPassword 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
EmailAddressMain blog@harbourline-dental.com

DefaultLanguage en_US
DefaultTimezone 0
ImageDriver ImageMagick
