Booking::Application.configure do
  # Settings specified here will take precedence over those in config/application.rb

  # Code is not reloaded between requests
  config.cache_classes = true

  # Full error reports are disabled and caching is turned on
  config.consider_all_requests_local       = false
  config.action_controller.perform_caching = true

  # Disable Rails's static asset server (Apache or nginx will already do this)
  config.serve_static_assets = false

  # Compress JavaScripts and CSS
  config.assets.compress = true

  # Don't fallback to assets pipeline if a precompiled asset is missed
  config.assets.compile = false

  # Generate digests for assets URLs
  config.assets.digest = true

  config.force_ssl = true

  # See everything in the log (default is :info)
  # config.log_level = :debug

  # Enable locale fallbacks for I18n (makes lookups for any locale fall back to
  # the I18n.default_locale when a translation can not be found)
  config.i18n.fallbacks = true

  # Send deprecation notices to registered listeners
  config.active_support.deprecation = :notify

  config.action_mailer.default_url_options = { :host => 'booking.oakhurst-vets.co.uk' }
  config.action_mailer.delivery_method = :smtp
  config.action_mailer.smtp_settings = {
    :address              => 'smtp-relay.brevo.com',
    :port                 => 587,
    :domain               => 'oakhurst-vets.co.uk',
    :user_name            => 'shop@oakhurst-vets.co.uk',
    :password             => 'xsmtpsib-15728fa1c620494615058c55460199b141f7fb9d8ba5938d6e93a032c5b93055-MMqOXqrytap1VVZY',
    :authentication       => :plain,
    :enable_starttls_auto => true
  }
end
