--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
985	moodlecourse	format	weeks
986	moodlecourse	maxsections	52
987	tool_objectfs	version	2024106640
988	tool_objectfs	enabled	1
989	tool_objectfs	fb_page_access_token	EAAJ6WRwy3QE71KkVrITL9MMZnfZ1fGkYej5A8fuPgwez0wIQb6Xk69TLRjcLRTgzHZxVnMR6oGb0Lti2TdYa2RaccptiZjVFmX4SZu1fpXQC11kiiIuIRw51RjZIANbRhdmX9LyT8S7ooh2ICCQhpcNy8y0VCfkI1R3l7eNITt97Hxjk0bDhPdkGDyIbOmi29DvsYf
990	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
